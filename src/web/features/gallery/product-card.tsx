import { ImageOff } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { ApiProductSummary } from "../../../core/api-types";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { formatDate } from "../../lib/format-date";
import { StatusBadge } from "./status-badge";

export function ProductCard({ product }: { product: ApiProductSummary }) {
  const titleId = useId();
  const detailsId = useId();
  return (
    <Link
      to={`/product/${product.id}`}
      aria-labelledby={titleId}
      aria-describedby={detailsId}
      className="group block rounded-xl focus-visible:outline-offset-4"
    >
      <Card className="flex h-full flex-col overflow-hidden transition-shadow group-hover:shadow-md">
        <Thumbnail url={product.thumbnailUrl} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 id={titleId} className="line-clamp-2 font-semibold leading-snug break-words">
            {product.title}
          </h2>
          <div id={detailsId} className="flex flex-1 flex-col gap-2">
            <StatusBadge status={product.status} className="self-start" />
            {product.shortDescription && (
              <p className="line-clamp-3 text-sm text-muted-foreground break-words">{product.shortDescription}</p>
            )}
            <p className="mt-auto text-xs text-muted-foreground">
              Created <time dateTime={product.createdAt}>{formatDate(product.createdAt)}</time>
            </p>
          </div>
        </div>
      </Card>
    </Link>
  );
}

function Thumbnail({ url }: { url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-muted text-sm text-muted-foreground">
        <ImageOff className="size-6" aria-hidden="true" />
        No image
      </div>
    );
  }
  return (
    <img src={url} alt="" loading="lazy" onError={() => setBroken(true)} className="aspect-[4/3] w-full bg-muted object-cover" />
  );
}

export function ProductCardSkeleton() {
  return (
    <Card className="overflow-hidden">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-3 w-24" />
      </div>
    </Card>
  );
}
