import { useParams } from "react-router";
import { ProductLoadError, ProductNotFound, ProductSkeleton } from "../features/product-page/product-states";
import { ListingWorkspace } from "../features/regenerate/listing-workspace";
import { ProductView } from "../features/product-page/product-view";
import { isNotFound, useProduct } from "../features/product-page/use-product";

export function ProductPage() {
  const { id = "" } = useParams();
  const product = useProduct(id);

  // A failed background refresh (while polling a pending product) keeps showing what we have.
  if (product.data) {
    return (
      <ListingWorkspace key={product.data.id} product={product.data}>
        <ProductView product={product.data} />
      </ListingWorkspace>
    );
  }
  if (product.isError) {
    return isNotFound(product.error) ? <ProductNotFound /> : <ProductLoadError onRetry={() => void product.refetch()} />;
  }
  return <ProductSkeleton />;
}
