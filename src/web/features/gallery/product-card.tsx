import { ImageOff } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import type { ApiProductSummary } from "../../../core/api-types";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { formatDate } from "../../lib/format-date";
import { StatusBadge } from "./status-badge";

/**
 * The title is the link, stretched over the whole card by its ::after, so the link is named by
 * exactly the text it shows (WCAG 2.5.3) and the card still opens with one click anywhere.
 * `eager`: a card in the first row, whose image is likely the page's largest paint.
 */
export function ProductCard({ product, eager = false }: { product: ApiProductSummary; eager?: boolean }) {
  const detailsId = useId();
  return (
    <Card className="relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-ring">
      <Thumbnail url={product.thumbnailUrl} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 font-semibold leading-snug break-words">
          <Link to={`/product/${product.id}`} aria-describedby={detailsId} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.title}
          </Link>
        </h2>
        <div id={detailsId} className="flex flex-1 flex-col gap-2">
          <StatusBadge status={product.status} className="self-start" />
          {product.shortDescription && <p className="line-clamp-3 text-sm text-muted-foreground break-words">{product.shortDescription}</p>}
          <p className="mt-auto text-xs text-muted-foreground">
            Created <time dateTime={product.createdAt}>{formatDate(product.createdAt)}</time>
          </p>
        </div>
      </div>
    </Card>
  );
}

function Thumbnail({ url, eager }: { url: string | null; eager: boolean }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-muted text-sm text-muted-foreground">
        <ImageOff className="size-6" aria-hidden="true" />
        No image
      </div>
    );
  }
  return <img src={url} alt="" loading={eager ? "eager" : "lazy"} onError={() => setBroken(true)} className="aspect-[4/3] w-full bg-muted object-contain" />;
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
