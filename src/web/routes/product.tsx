import { useParams } from "react-router";
import { ProductLoadError, ProductNotFound, ProductSkeleton } from "../features/workspace/product-states";
import { ListingWorkspace } from "../features/workspace/listing-workspace";
import { ProductView } from "../features/workspace/product-view";
import { PublishPanel } from "../features/publishing/publish-panel";
import { isNotFound, useProduct } from "../api/products";
import { usePageTitle } from "../lib/page-title";

export function ProductPage() {
  const { id = "" } = useParams();
  const product = useProduct(id);
  const notFound = product.isError && isNotFound(product.error);
  usePageTitle(product.data?.title ?? (notFound ? "Product not found" : null));

  // A failed background refresh (while polling a pending product) keeps showing what we have.
  if (product.data) {
    return (
      <ListingWorkspace key={product.data.id} product={product.data}>
        <ProductView product={product.data} publish={<PublishPanel productId={product.data.id} />} />
      </ListingWorkspace>
    );
  }
  if (product.isError) {
    return notFound ? <ProductNotFound /> : <ProductLoadError onRetry={() => void product.refetch()} />;
  }
  return <ProductSkeleton />;
}
