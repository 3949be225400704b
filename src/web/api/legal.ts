import { useQuery } from "@tanstack/react-query";
import { isLegalPageId, type LegalPage } from "../../core/legal";
import { api } from "../lib/api-client";

/** One policy page as the server rendered it; an unknown page is never asked for. */
export function useLegalPage(id: string) {
  return useQuery({
    queryKey: ["legal", id],
    queryFn: () => api<LegalPage>(`/api/legal/${encodeURIComponent(id)}`),
    enabled: isLegalPageId(id),
  });
}
