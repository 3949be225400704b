import type { Entitlements } from "../../core/billing";
import { LISTING_SECTIONS, type EditableListing } from "../../core/listing/editable";

/**
 * A pending product's draft as the viewer's plan may see it, in page order: SEO tags and use
 * cases are left out where the plan leaves those fields out, as they are from the stored listing.
 */
export function visibleDraft(
  draft: Partial<EditableListing> | null | undefined,
  plan: Pick<Entitlements, "seoTags" | "useCases">,
): Partial<EditableListing> | null {
  if (!draft) return null;
  const hidden = new Set<string>([...(plan.seoTags ? [] : ["keywords"]), ...(plan.useCases ? [] : ["useCases"])]);
  const visible: Record<string, unknown> = {};
  for (const section of LISTING_SECTIONS) if (Object.hasOwn(draft, section) && !hidden.has(section)) visible[section] = draft[section];
  return visible as Partial<EditableListing>;
}
