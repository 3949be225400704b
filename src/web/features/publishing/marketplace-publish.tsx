import { Link } from "react-router";
import { toast } from "sonner";
import type { ApiProductFile, ApiPublishing } from "../../../core/marketplaces/api-types";
import type { PreflightPlace } from "../../../core/marketplaces/preflight";
import { usePublish } from "../../api/marketplaces";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api-client";

type MarketplaceState = ApiPublishing["marketplaces"][number];

/** Where each problem is fixed: a listing section opens the editor, the rest sit in this panel. */
const FIX_AT: Record<PreflightPlace, { to: string; label: string }> = {
  title: { to: "?edit=title", label: "Edit the title" },
  keywords: { to: "?edit=keywords", label: "Edit the tags" },
  longDescription: { to: "?edit=longDescription", label: "Edit the description" },
  altTexts: { to: "?edit=altTexts", label: "Edit the alt text" },
  images: { to: "#publish", label: "Photos" },
  files: { to: "#publish-files", label: "Add a file" },
  price: { to: "#publish-details", label: "Set the price" },
};

const STATUS: Record<NonNullable<MarketplaceState["publication"]>["status"], { text: string; variant: "secondary" | "success" | "destructive" | "warning" }> = {
  queued: { text: "Waiting to publish", variant: "warning" },
  publishing: { text: "Publishing…", variant: "warning" },
  draft: { text: "Draft on the marketplace", variant: "success" },
  failed: { text: "Not published", variant: "destructive" },
};

export function MarketplacePublish({
  productId,
  state,
  canPublish,
  files,
}: {
  productId: string;
  state: MarketplaceState;
  canPublish: boolean;
  files: ApiProductFile[];
}) {
  const { name, connection, problems, publication, preview } = state;
  const publish = usePublish(productId, {
    onSuccess: ({ queued }) => void toast.success(queued ? `Publishing to ${name}…` : `Already publishing to ${name}.`),
    onError: (error) => void toast.error(`Could not publish to ${name}`, { description: errorMessage(error, "Please try again.") }),
  });
  const busy = publication?.status === "queued" || publication?.status === "publishing";
  const connected = connection !== null && !connection.needsReconnect;
  return (
    <section className="grid gap-3 rounded-lg border border-border p-4" aria-label={`Publish to ${name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{name}</h3>
        {publication ? <Badge variant={STATUS[publication.status].variant}>{STATUS[publication.status].text}</Badge> : null}
      </div>
      {!connected ? (
        <p className="text-sm">
          {connection ? `${name} needs to be connected again. ` : `${name} is not connected. `}
          <Link className="underline underline-offset-4" to={`/settings?marketplace=${state.marketplace}#marketplaces`}>
            Connect {name} in Settings
          </Link>
        </p>
      ) : null}
      {problems.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={`${name} preflight`}>
          {problems.map((problem) => (
            <li key={`${problem.field}:${problem.message}`} className="flex flex-wrap gap-2">
              <span className="text-destructive">{problem.message}</span>
              <Link className="underline underline-offset-4" to={FIX_AT[problem.field].to}>
                {FIX_AT[problem.field].label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-emerald-700">Ready for {name}: every field meets its rules.</p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer">What the draft will carry</summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">Title</dt>
          <dd>{preview.title}</dd>
          <dt className="text-muted-foreground">Tags</dt>
          <dd>{preview.tags.join(", ")}</dd>
          <dt className="text-muted-foreground">Price</dt>
          <dd>{preview.price === null ? "not set" : `${(preview.price / 100).toFixed(2)} ${preview.currency}`}</dd>
          <dt className="text-muted-foreground">Photos</dt>
          <dd>{preview.images.length} with alt text</dd>
          <dt className="text-muted-foreground">Files</dt>
          <dd>{preview.files.join(", ") || "none"}</dd>
          {preview.etsy ? (
            <>
              <dt className="text-muted-foreground">Etsy category</dt>
              <dd>{preview.etsy.taxonomyPath ?? `#${preview.etsy.taxonomyId}`}</dd>
            </>
          ) : null}
        </dl>
      </details>
      {state.marketplace === "shopify" ? (
        <p className="text-sm text-muted-foreground">
          Shopify delivers files to buyers through a digital-downloads app (such as Shopify's free Digital Downloads): the file is put in your shop's Files;
          attach it to the product in that app.{" "}
          {files[0] ? (
            <a className="underline underline-offset-4" href={`/api/products/${productId}/files/${files[0].id}/download`}>
              Download {files[0].name}
            </a>
          ) : null}
        </p>
      ) : null}
      {state.marketplace === "gumroad" ? (
        <p className="text-sm text-muted-foreground">
          Gumroad makes the product unpublished with its text, price, tags and file; its API sets no cover images, so add the photos on Gumroad before you
          publish it there.
        </p>
      ) : null}
      {publication?.status === "draft" && publication.remoteUrl ? (
        <p className="text-sm">
          <a className="underline underline-offset-4" href={publication.remoteUrl} target="_blank" rel="noreferrer">
            Open the draft on {name}
          </a>{" "}
          to review it and activate it there.
        </p>
      ) : null}
      {publication?.lastError && publication.status !== "draft" ? (
        <p role="status" className="text-sm">
          <span className="text-destructive">{publication.lastError.message}</span> {publication.lastError.fix}
        </p>
      ) : null}
      {canPublish ? (
        <div>
          <Button size="sm" onClick={() => publish.mutate(state.marketplace)} disabled={!connected || problems.length > 0 || busy || publish.isPending}>
            {publication?.remoteId ? `Update the ${name} draft` : `Publish as draft on ${name}`}
          </Button>
        </div>
      ) : (
        <p className="text-sm">
          Publishing is included in the Creator and Pro plans.{" "}
          <Link className="underline underline-offset-4" to="/pricing">
            See the plans
          </Link>
        </p>
      )}
    </section>
  );
}
