import { useQuery } from "@tanstack/react-query";
import { fetchVersion, fetchVersions, versionKeys } from "./api";

/** The listing's versions, newest first; read only while the history is open. */
export function useVersions(productId: string, enabled = true) {
  return useQuery({ queryKey: versionKeys.list(productId), queryFn: () => fetchVersions(productId), enabled });
}

/** One version with its whole listing. A version never changes, so it is read once. */
export function useVersion(productId: string, number: number | null) {
  return useQuery({
    queryKey: versionKeys.detail(productId, number ?? 0),
    queryFn: () => fetchVersion(productId, number ?? 0),
    enabled: number !== null && number > 0,
    staleTime: Infinity,
  });
}
