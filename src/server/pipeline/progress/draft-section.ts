import type { EditableListing, ListingSection } from "../../../core/listing/editable";
import { cleanList } from "../../../core/products/text-cleaning";
import { toEditableCourse } from "../store/versions";
import { generatedListingSchema } from "../listing";
import { fromModel } from "../write/openai/openai-schema";

export type DraftSection = { [K in ListingSection]: { section: K; value: EditableListing[K] } }[ListingSection];

const LISTS = new Set(["features", "benefits", "usp", "useCases"]);
const shape = generatedListingSchema.shape;
// The title choices are offered beside the listing once it is stored, never drafted.
const isModelKey = (key: string): key is Exclude<keyof typeof shape, "titleChoices"> => Object.hasOwn(shape, key) && key !== "titleChoices";

/**
 * One finished member of the model's answer as the product's draft holds it (a section of the
 * editable listing), or null when there is nothing to show: an unknown key, a null course, or a
 * value the listing schema refuses (the whole answer then fails its parse anyway). Lists are
 * cleaned as `applyListing` cleans them, so the draft reads like the stored listing will.
 */
export function toDraftSection(key: string, value: unknown): DraftSection | null {
  if (!isModelKey(key)) return null;
  const mapped = fromModel({ [key]: value }) as Record<string, unknown>;
  if (!Object.hasOwn(mapped, key)) return null;
  const parsed = shape[key].safeParse(mapped[key]);
  if (!parsed.success || parsed.data === undefined) return null;
  if (key === "course") return { section: "course", value: toEditableCourse(parsed.data) };
  const data = LISTS.has(key) ? cleanList(parsed.data).slice(0, 12) : parsed.data;
  return { section: key, value: data } as DraftSection;
}
