import { checkListing } from "../../../core/listing/check/check-listing";
import { cleanSection } from "../../../core/listing/clean-editable";
import { editableListingSchema, SECTION_LABELS, type EditableListing, type ListingSection } from "../../../core/listing/editable";
import type { CheckedListing } from "../../../core/listing/listing-shape";
import type { CheckReport, FactSheet } from "../../../core/listing/types";
import { toEditableCourse } from "../store/versions";

const checked = (listing: EditableListing): CheckedListing => ({ ...listing, course: listing.course ?? undefined });

/**
 * The stored listing with the requested sections replaced by a generator's text. Each new section,
 * cleaned of what nobody could see (cleanSection), must be valid on its own (a 400 for a save is
 * an error here); the listing check then repairs what it safely can in the new text only, never
 * in text the creator kept, and reports on the whole.
 */
export function mergeSections(
  current: EditableListing,
  answer: Partial<EditableListing>,
  requested: readonly ListingSection[],
  facts: FactSheet,
): { listing: EditableListing; report: CheckReport } {
  const merged: EditableListing = { ...current };
  for (const section of requested) {
    if (answer[section] === undefined) throw new Error(`the answer has no ${SECTION_LABELS[section].toLowerCase()}`);
    const parsed = editableListingSchema.shape[section].safeParse(cleanSection(section, answer[section]));
    if (!parsed.success) throw new Error(`the new ${SECTION_LABELS[section].toLowerCase()} is not usable: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    Object.assign(merged, { [section]: parsed.data });
  }
  if (requested.includes("course") && !current.course) merged.course = null;
  const repaired = checkListing(checked(merged), facts).listing;
  const listing: EditableListing = { ...merged };
  for (const section of requested) {
    if (section === "altTexts") continue;
    if (section === "course") listing.course = merged.course && toEditableCourse(repaired.course);
    else if (section === "cta" || section === "whyChooseUs") listing[section] = repaired[section] ?? "";
    else Object.assign(listing, { [section]: repaired[section] });
  }
  return { listing, report: checkListing(checked(listing), facts).report };
}
