import { useQuery } from "@tanstack/react-query";
import { isLegalPageId } from "../../core/legal";
import { route } from "../lib/api-client";

/** One policy page as the server rendered it; an unknown page is never asked for. */
export function useLegalPage(id: string) {
  return useQuery({
    queryKey: ["legal", id],
    queryFn: () => route("GET /api/legal/:page", { params: { page: id } }),
    enabled: isLegalPageId(id),
  });
}
