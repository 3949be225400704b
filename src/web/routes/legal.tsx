import { useParams } from "react-router";
import { isLegalPageId } from "../../core/legal";
import { LoadError } from "../components/load-error";
import { Skeleton } from "../components/ui/skeleton";
import { LegalArticle } from "../features/legal/legal-article";
import { useLegalPage } from "../api/legal";
import { ApiError } from "../lib/api-client";
import { usePageTitle } from "../lib/page-title";
import { NotFoundPage } from "./not-found";

/** /legal/privacy, /legal/terms and /legal/refunds: the operator's Markdown, or the reviewed-by-nobody default. */
export function LegalPage() {
  const id = useParams().page ?? "";
  const page = useLegalPage(id);
  usePageTitle(page.data?.title);

  if (!isLegalPageId(id) || (page.error instanceof ApiError && page.error.status === 404)) return <NotFoundPage />;
  if (page.isError) {
    return <LoadError className="mx-auto max-w-3xl" message="This page could not be loaded." onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  }
  if (page.isPending) {
    return (
      <div role="status" aria-label="Loading the page" className="mx-auto grid max-w-3xl gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-40" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    );
  }
  return <LegalArticle page={page.data} />;
}
