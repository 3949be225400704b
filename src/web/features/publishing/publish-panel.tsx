import { useState } from "react";
import { usePublicConfig } from "../../api/config";
import { usePublishing } from "../../api/marketplaces";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { MarketplacePublish } from "./marketplace-publish";
import { ProductFiles } from "./product-files";
import { SaleDetailsForm } from "./sale-details-form";

function PublishDetails({ productId }: { productId: string }) {
  const { data, isError, refetch } = usePublishing(productId);
  if (isError && !data) {
    return (
      <Button size="sm" variant="outline" onClick={() => void refetch()}>
        Could not load publishing; try again
      </Button>
    );
  }
  if (!data) return <Skeleton className="h-40" />;
  if (data.marketplaces.length === 0) return <p className="text-sm text-muted-foreground">No marketplace is set up on this server yet.</p>;
  return (
    <div className="grid gap-6">
      <SaleDetailsForm key={JSON.stringify(data.sale)} productId={productId} sale={data.sale} />
      <ProductFiles productId={productId} files={data.files} />
      {data.marketplaces.map((state) => (
        <MarketplacePublish key={state.marketplace} productId={productId} state={state} canPublish={data.canPublish} files={data.files} />
      ))}
    </div>
  );
}

/**
 * The workspace's last step (issue 32): price, files, and a draft on each connected marketplace.
 * Read when the creator opens it (or comes back to it by a #publish link), not with every page view.
 */
export function PublishPanel({ productId }: { productId: string }) {
  const [open, setOpen] = useState(() => typeof window !== "undefined" && window.location.hash.startsWith("#publish"));
  // A marketplace without the operator's credentials is not offered: with none, there is no last step
  // to show. The app shell reads the public settings on every page; the card waits for them, asking nothing.
  const { data: config } = usePublicConfig(false);
  if (!config?.marketplaces?.length) return null;
  return (
    <Card id="publish">
      <CardHeader>
        <CardTitle>Publish as draft</CardTitle>
        <CardDescription>Each marketplace gets a draft you review and activate there; nothing goes live from here.</CardDescription>
      </CardHeader>
      <CardContent>
        {open ? (
          <PublishDetails productId={productId} />
        ) : (
          <Button variant="outline" onClick={() => setOpen(true)}>
            Prepare a marketplace draft
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
