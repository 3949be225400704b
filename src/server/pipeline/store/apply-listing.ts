import { eq } from "drizzle-orm";
import { checkListing } from "../../../core/listing/check/check-listing";
import { mapTexts } from "../../../core/listing/fields";
import { stripHidden } from "../../../core/listing/text-rules";
import { EDIT_LIMITS } from "../../../core/listing/editable";
import type { FactSheet } from "../../../core/listing/types";
import { MARKETPLACE_RULES } from "../../../core/listing/marketplace-rules";
import { checkTitleChoices } from "../../../core/listing/check/check-title-choices";
import { type CourseAddon, normaliseCourse } from "../../../core/products/course-addon";
import { deriveTitle } from "../../../core/products/derive";
import { uniqueSuffix, withUniqueSuffix } from "../../../core/products/duplicates";
import { cleanList } from "../../../core/products/text-cleaning";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { writeAltTexts } from "./alt-text";
import { toEditableCourse } from "./versions";
import { completed } from "../lifecycle";
import type { GeneratedListing } from "../listing";
import { storableListing } from "../check/storable-listing";

/** A generator's listing, or a workflow's (whose optional parts may be missing). */
export type ListingToApply = Omit<GeneratedListing, "course" | "cta" | "whyChooseUs"> & {
  cta: string | null;
  whyChooseUs: string | null;
  course?: unknown;
};

const clean = (items: string[]) => cleanList(items).slice(0, 12);

/** What the seller stated about the course (instructor, duration…) reaches it whichever generator wrote it; the generator's own entries win. */
const withCourseInfo = (course: CourseAddon | undefined, facts: FactSheet) => course && { ...facts.courseInfo, ...course };

/**
 * Every generator's result passes here: checked against its facts, made one the editor can save
 * again (storableListing: a 400 when it cannot be), stored with the facts and the check's report.
 * Returns whether this call completed the product; what completing also does (the event, the
 * count, the e-mail) is completeProduct's.
 */
export async function applyListing(
  db: Db,
  productId: string,
  generated: ListingToApply,
  facts: FactSheet,
  /** altTexts: a vision model's, one per image ("" where it gave none: the facts' text is used). */
  meta: { generator: string; altTexts?: string[] },
): Promise<boolean> {
  const cleaned = {
    ...generated,
    features: clean(generated.features),
    benefits: clean(generated.benefits),
    usp: clean(generated.usp),
    useCases: clean(generated.useCases),
    course: withCourseInfo(normaliseCourse(generated.course), facts),
  };
  // The check reads the text as it will be stored: without characters nobody could see.
  const { listing, report } = checkListing(mapTexts(cleaned, stripHidden, true).listing, facts);
  const [row] = await db
    .select({
      images: products.images,
      submittedTitle: products.submittedTitle,
      addons: products.addons,
      longDescription: products.longDescription,
      productName: products.productName,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return false;
  // "Create with Unique Title" (issue 31): the " (n)" the creator chose survives generation.
  const source = typeof row.addons.sourceDescription === "string" ? row.addons.sourceDescription : row.longDescription;
  const suffix = uniqueSuffix(row.submittedTitle, deriveTitle(source ?? ""));
  const finish = (text: string) => withUniqueSuffix(text, suffix, MARKETPLACE_RULES.etsyTitleLength.max);
  const title = finish(listing.title);
  // The titles offered beside it (issue 33), checked as the title is; kept until the next generation.
  const titleChoices = checkTitleChoices(
    { ...listing, title },
    (cleaned.titleChoices ?? []).map((choice) => ({ ...choice, title: stripHidden(choice.title) })),
    facts,
    { productName: row.productName },
    finish,
  );
  const editable = storableListing({
    title,
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    features: listing.features,
    benefits: listing.benefits,
    usp: listing.usp,
    useCases: listing.useCases,
    keywords: listing.keywords,
    cta: listing.cta ?? "",
    whyChooseUs: listing.whyChooseUs ?? "",
    course: toEditableCourse(listing.course),
    altTexts: writeAltTexts(facts, title, Math.min(row.images.length, EDIT_LIMITS.altTexts), listing.features, meta.altTexts),
  });
  // Version 1: the generation itself (issue 13). Only a pending product completes, so a rerun after
  // a crash (or a late duplicate callback) writes neither the listing nor a second version.
  return completed(db, productId, editable, { source: "generate", authorId: null, generator: meta.generator }, { check: report, facts, titleChoices });
}
