import type { GalleryStatus } from "../../../core/products/gallery-status";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { GalleryEmpty } from "./gallery-empty";
import { SelectableCard, SelectionToolbar, useSelection, type PublishDialog } from "./gallery-selection";
import { LoadMore } from "./load-more";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import { useGalleryProducts } from "../../api/products";

const PLACEHOLDER_CARDS = 8;
/** The widest row (xl): these cards' images load at once, the rest as they scroll near. */
const FIRST_ROW = 4;
const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export function GalleryResults({ search, status, publishDialog }: { search: string; status: GalleryStatus; publishDialog: PublishDialog }) {
  const query = useGalleryProducts(search, status);
  const selection = useSelection();
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;

  if (isPending) {
    return (
      <div className={GRID} role="status" aria-label="Loading products">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError && !isFetchNextPageError) {
    return (
      <Alert variant="destructive" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        Failed to load products. Please try again later.
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const products = data.pages.flatMap((page) => page.items);
  if (products.length === 0) return <GalleryEmpty searching={search !== ""} status={status} />;
  return (
    <div className="grid gap-4" aria-busy={query.isPlaceholderData}>
      {/* Only finished listings can be exported. */}
      {status === "complete" && <SelectionToolbar selection={selection} publishDialog={publishDialog} />}
      <ul className={GRID}>
        {products.map((product, index) => (
          <li key={product.id}>
            {selection.selecting ? <SelectableCard product={product} selection={selection} /> : <ProductCard product={product} eager={index < FIRST_ROW} />}
          </li>
        ))}
      </ul>
      {hasNextPage && <LoadMore onLoadMore={() => void fetchNextPage({ cancelRefetch: false })} loading={isFetchingNextPage} failed={isFetchNextPageError} />}
    </div>
  );
}
