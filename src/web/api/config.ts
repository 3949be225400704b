import { useQuery } from "@tanstack/react-query";
import { route } from "../lib/api-client";

/** The server's public settings (sign-in methods, payments, support address); they do not change while a page is open. */
export function usePublicConfig(enabled = true) {
  return useQuery({
    queryKey: ["config"],
    queryFn: () => route("GET /api/config"),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
