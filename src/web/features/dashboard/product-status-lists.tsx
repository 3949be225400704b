import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircle, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ApiProductSummary, ProductListResponse } from "../../../core/api-types";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { formatDate } from "../../lib/format-date";
import { FailedProductActions } from "../../components/failed-product-actions";
import { usePendingProducts, useStatusProducts } from "../../api/products";

const STATUS_LIST_TEXTS = {
  pending: {
    title: "In progress",
    description: "Being generated now. Each uses a slot of your plan; open one to follow its progress.",
    loadFailed: "Could not load the listings in progress.",
  },
  failed: {
    title: "Failed — retry or delete",
    description: "Generation did not finish. Failed listings use no slot of your plan: try again, or delete them.",
    loadFailed: "Could not load the failed listings.",
  },
} as const;

/** The dashboard's listings that are not finished: in progress, and failed with Retry and Delete. Shown only when there are any. */
export function ProductStatusLists() {
  const pending = usePendingProducts();
  const failed = useStatusProducts("failed");
  return (
    <>
      <StatusSection status="pending" query={pending} renderItem={(product) => <PendingItem product={product} />} />
      <StatusSection status="failed" query={failed} renderItem={(product) => <FailedItem product={product} />} />
    </>
  );
}

interface StatusSectionProps {
  status: "pending" | "failed";
  query: UseQueryResult<ProductListResponse>;
  renderItem: (product: ApiProductSummary) => ReactNode;
}

function StatusSection({ status, query, renderItem }: StatusSectionProps) {
  const texts = STATUS_LIST_TEXTS[status];
  const headingId = `status-list-${status}`;
  if (query.isError && !query.data) {
    return (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
        {texts.loadFailed}
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId} data-status-list={status}>
      <CardHeader>
        <CardTitle id={headingId}>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="divide-y divide-border">
          {items.map((product) => (
            <li key={product.id} className="py-3 first:pt-0 last:pb-0">
              {renderItem(product)}
            </li>
          ))}
        </ul>
        {query.data?.nextCursor ? (
          <Link to={`/gallery?status=${status}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            See all in the gallery
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ItemTitle({ product, icon }: { product: ApiProductSummary; icon: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      {icon}
      <div className="min-w-0">
        <Link to={`/product/${product.id}`} className="font-medium break-words underline-offset-4 hover:underline">
          {product.title}
        </Link>
        <p className="text-xs text-muted-foreground">
          Created <time dateTime={product.createdAt}>{formatDate(product.createdAt)}</time>
        </p>
      </div>
    </div>
  );
}

function PendingItem({ product }: { product: ApiProductSummary }) {
  return <ItemTitle product={product} icon={<LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />} />;
}

function FailedItem({ product }: { product: ApiProductSummary }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <ItemTitle product={product} icon={<AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />} />
      <FailedProductActions product={product} className="shrink-0 pl-6 sm:pl-0" />
    </div>
  );
}
