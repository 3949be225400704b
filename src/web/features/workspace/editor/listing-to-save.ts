import type { ApiProduct } from "../../../../core/api-types";
import type { EditableListing } from "../../../../core/listing/editable";
import type { SaveListing } from "../../../api/listing";

/** Whether the viewer's plan includes keywords and use cases (the API sends null when it does not). */
export const hasPaidSections = (product: ApiProduct) => ({ keywords: product.keywords !== null, useCases: product.useCases !== null });

/** What a save sends: the plan's hidden sections are left out, so the server keeps them as stored. */
export function listingToSave(product: ApiProduct, listing: EditableListing): SaveListing {
  const { keywords, useCases, ...rest } = listing;
  const paid = hasPaidSections(product);
  return { ...rest, ...(paid.keywords ? { keywords } : {}), ...(paid.useCases ? { useCases } : {}) };
}
