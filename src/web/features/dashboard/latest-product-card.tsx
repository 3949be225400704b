import { formatDate } from "../../lib/format-date";
import { ImageOff, Lock, PackagePlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ApiProduct } from "../../../core/api-types";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useLatestProduct } from "../../api/products";

const MAX_TAGS = 5;

/** The dashboard's summary of the newest finished product, or an invitation to make one. */
export function LatestProductCard() {
  const latest = useLatestProduct();
  let body;
  if (latest.isPending) body = <LatestProductSkeleton />;
  else if (latest.isError) {
    body = (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
        Failed to load products. Please try again later.
        <Button size="sm" variant="outline" onClick={() => void latest.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else body = latest.data ? <LatestProduct product={latest.data} /> : <NoProductYet />;

  return (
    <Card role="region" aria-labelledby="latest-product-title">
      <CardHeader>
        <CardTitle id="latest-product-title">Your Latest Product</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function LatestProduct({ product }: { product: ApiProduct }) {
  const tags = product.keywords?.slice(0, MAX_TAGS) ?? [];
  return (
    <article className="flex flex-col gap-4 sm:flex-row">
      <ProductImage url={product.thumbnailUrl ?? product.images[0] ?? null} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-lg font-semibold break-words">{product.title}</h3>
        {product.shortDescription ? <p className="text-sm text-muted-foreground break-words">{product.shortDescription}</p> : null}
        {tags.length > 0 ? (
          <ul aria-label="Keywords" className="flex flex-wrap gap-2">
            {tags.map((tag, index) => (
              <li key={`${index}-${tag}`} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        {product.keywords === null ? <LockedKeywords /> : null}
        <p className="text-xs text-muted-foreground">
          Created <time dateTime={product.createdAt}>{formatDate(product.createdAt)}</time>
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to={`/product/${product.id}`}>View Details</Link>
        </Button>
      </div>
    </article>
  );
}

/** The API leaves keywords out on a plan without SEO tags. */
function LockedKeywords() {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
      <Lock className="size-3.5 shrink-0" aria-hidden="true" />
      Keyword tags are included in the Creator and Pro plans.
      <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
        Upgrade Plan
      </Link>
    </p>
  );
}

function ProductImage({ url }: { url: string | null }) {
  const [broken, setBroken] = useState(false);
  const frame = "aspect-video w-full shrink-0 overflow-hidden rounded-lg bg-muted sm:aspect-square sm:w-40";
  if (!url || broken) {
    return (
      <div className={`${frame} flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground`}>
        <ImageOff className="size-6" aria-hidden="true" />
        No image
      </div>
    );
  }
  return (
    <div className={frame}>
      <img src={url} alt="" onError={() => setBroken(true)} className="size-full object-contain" />
    </div>
  );
}

function NoProductYet() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-10 text-center">
      <PackagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-muted-foreground">No finished products yet. Create your first listing in a few minutes.</p>
      <Button asChild>
        <Link to="/create">Create Product</Link>
      </Button>
    </div>
  );
}

function LatestProductSkeleton() {
  return (
    <div role="status" aria-label="Loading your latest product" className="flex flex-col gap-4 sm:flex-row">
      <Skeleton className="aspect-video w-full sm:aspect-square sm:w-40" />
      <div className="grid flex-1 content-start gap-2">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
