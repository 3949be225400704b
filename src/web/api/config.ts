import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../core/api-types";
import { api } from "../lib/api-client";

/** The server's public settings (sign-in methods, payments, support address); they do not change while a page is open. */
export function usePublicConfig(enabled = true) {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => api<PublicConfig>("/api/config"),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
