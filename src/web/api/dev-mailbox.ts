import { useQuery } from "@tanstack/react-query";
import { route } from "../lib/api-client";

/** How often the open mailbox looks for new mail: a newcomer waits on it for one confirmation. */
const REFRESH_MS = 3_000;

/** The mails the file transport wrote, newest first; a 404 means this server offers no mailbox. */
export function useLocalMailbox() {
  return useQuery({
    queryKey: ["dev-mailbox"],
    queryFn: () => route("GET /api/dev/mailbox"),
    retry: false,
    refetchInterval: (query) => (query.state.status === "error" ? false : REFRESH_MS),
  });
}
