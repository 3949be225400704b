import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { MeResponse } from "../../core/api-types";
import { route } from "../lib/api-client";

/** GET /api/session is the session as the server sees it: every page reads it under this key. */
export const meKey = ["me"] as const;

/** A visitor reads as null; /api/session answers 200 either way, so the console stays clean. */
export async function fetchMe(): Promise<MeResponse | null> {
  return (await route("GET /api/session")).me;
}

/** The signed-in user, or null; loaded once by the root layout before any page renders. */
export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: fetchMe });
}

/** Re-reads the session now (after sign-in, sign-up or an OAuth return) and returns it. */
export function refreshMe(queryClient: QueryClient): Promise<MeResponse | null> {
  return queryClient.fetchQuery({ queryKey: meKey, queryFn: fetchMe, staleTime: 0 });
}

/**
 * Forgets everything cached for the old account and records "signed out" before the caller
 * navigates away. Removing queries does not re-render the page being left, so its route guard
 * cannot race the caller's navigation with a sign-up redirect.
 */
export function endSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(meKey, null);
}
