import { useQuery } from "@tanstack/react-query";
import { fetchMe, meKey } from "./session";

/** The signed-in user, or null; loaded once by the root layout before any page renders. */
export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: fetchMe });
}
