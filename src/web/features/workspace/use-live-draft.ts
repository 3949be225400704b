import { useEffect, useState } from "react";
import type { ApiProduct } from "../../../core/api-types";
import type { EditableListing } from "../../../core/listing/editable";
import { useRereadProduct } from "../../api/products";
import { watchProduct } from "../../lib/watch-product";

/**
 * A pending product's draft (decision 022): what the last read held, updated live from the event
 * stream as a streaming model finishes each section; the product is read again once it is done.
 * Without EventSource the page's own 3 s polling brings the draft.
 */
export function useLiveDraft(product: ApiProduct): Partial<EditableListing> {
  const [live, setLive] = useState<Partial<EditableListing>>({});
  const pending = product.status === "pending";
  const { id } = product;
  const refresh = useRereadProduct(id);
  useEffect(() => {
    if (!pending || typeof EventSource !== "function") return;
    return watchProduct(id, {
      onSection: (section, value) => setLive((previous) => ({ ...previous, [section]: value })),
      onProgress: (progress) => progress.status !== "pending" && refresh(),
      onMissing: refresh,
    });
  }, [id, pending, refresh]);
  return { ...product.draft, ...live };
}
