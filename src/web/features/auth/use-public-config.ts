import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../../core/api-types";
import { api } from "../../lib/api-client";

export function usePublicConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => api<PublicConfig>("/api/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
