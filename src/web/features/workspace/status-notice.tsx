import { LoaderCircle } from "lucide-react";
import { useNavigate } from "react-router";
import type { ApiProduct } from "../../../core/api-types";
import { Alert } from "../../components/ui/alert";
import { FailedProductActions } from "../../components/failed-product-actions";
import { DraftSections } from "../../components/draft-sections";
import { useLiveDraft } from "./use-live-draft";

function PendingNotice({ product }: { product: ApiProduct }) {
  const draft = useLiveDraft(product);
  return (
    <div className="grid min-w-0 gap-3">
      <Alert className="flex items-start gap-3">
        <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
        <span>
          <strong className="block">Your listing is being generated.</strong>
          Features, benefits, keywords and the rest of the listing will appear here as soon as they are ready.
        </span>
      </Alert>
      <DraftSections draft={draft} />
    </div>
  );
}

function FailedNotice({ product }: { product: ApiProduct }) {
  const navigate = useNavigate();
  return (
    <Alert variant="destructive" className="grid gap-3">
      <span>Product processing failed. Please try again.</span>
      <FailedProductActions product={product} onDeleted={() => void navigate("/")} />
    </Alert>
  );
}

/** Why parts of the listing are missing: still being generated, failed, or archived. */
export function StatusNotice({ product }: { product: ApiProduct }) {
  if (product.status === "failed") return <FailedNotice product={product} />;
  if (product.status === "pending") return <PendingNotice product={product} />;
  if (product.archived) return <Alert>This product is archived and no longer appears in your gallery.</Alert>;
  return null;
}
