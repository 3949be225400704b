import type { EditableListing } from "../listing/editable";
import { MARKETPLACE_RULES } from "../listing/marketplace-rules";
import { refusedTagCharacters } from "../listing/tag-characters";
import { ETSY_FILE_COUNT, ETSY_FILE_MAX_BYTES } from "./digital-files";
import { MARKETPLACE_NAMES, type Marketplace } from "./marketplaces";
import type { SaleDetails } from "./sale-details";

const R = MARKETPLACE_RULES;

/** Where the seller fixes a problem: a listing section in the editor, or the publish panel's own fields. */
export type PreflightPlace = "title" | "keywords" | "longDescription" | "altTexts" | "images" | "files" | "price";

export interface PreflightProblem {
  field: PreflightPlace;
  message: string;
}

export interface PreflightInput {
  listing: Pick<EditableListing, "title" | "keywords" | "longDescription" | "shortDescription" | "altTexts">;
  imageCount: number;
  files: Array<{ name: string; size: number }>;
  sale: SaleDetails;
}

const MB = 1024 * 1024;

function etsyProblems({ listing, imageCount, files }: PreflightInput): PreflightProblem[] {
  const { title, keywords, altTexts } = listing;
  const problems: PreflightProblem[] = [];
  const add = (field: PreflightPlace, message: string) => problems.push({ field, message });
  if (title.length > R.etsyTitleLength.max)
    add("title", `The title is ${title.length - R.etsyTitleLength.max} characters over Etsy's ${R.etsyTitleLength.max}.`);
  const refused = R.etsyTitleRefused.chars.filter((ch) => title.includes(ch));
  if (refused.length) add("title", `Etsy refuses ${refused.join(" ")} in a title.`);
  const repeated = R.etsyTitleOnce.chars.filter((ch) => title.split(ch).length > 2);
  if (repeated.length) add("title", `${repeated.join(" ")} may appear only once in an Etsy title.`);
  if (keywords.length > R.etsyTagCount.max) add("keywords", `Etsy takes ${R.etsyTagCount.max} tags; remove ${keywords.length - R.etsyTagCount.max}.`);
  for (const tag of keywords) {
    if (tag.length > R.etsyTagLength.max) add("keywords", `The tag "${tag}" is over ${R.etsyTagLength.max} characters.`);
    const bad = refusedTagCharacters(tag);
    if (bad.length) add("keywords", `The tag "${tag}" has ${bad.join(" ")}, which Etsy refuses in tags.`);
    if (R.etsyTagLeading.chars.some((ch) => tag.startsWith(ch))) add("keywords", `The tag "${tag}" starts with - or ', which Etsy refuses.`);
  }
  const lower = keywords.map((tag) => tag.toLowerCase());
  const twice = [...new Set(lower.filter((tag, i) => lower.indexOf(tag) !== i))];
  if (twice.length) add("keywords", `Etsy refuses a repeated tag: ${twice.join(", ")}.`);
  if (imageCount > R.etsyImageCount.max) add("images", `Etsy takes ${R.etsyImageCount.max} photos; this listing has ${imageCount}.`);
  altTexts.slice(0, imageCount).forEach((alt, i) => {
    if (alt.length > R.etsyAltTextLength.max)
      add("altTexts", `Photo ${i + 1}'s alt text is ${alt.length - R.etsyAltTextLength.max} characters over Etsy's ${R.etsyAltTextLength.max}.`);
  });
  if (files.length > ETSY_FILE_COUNT) add("files", `Etsy takes ${ETSY_FILE_COUNT} files; this listing has ${files.length}.`);
  for (const file of files) {
    if (file.size > ETSY_FILE_MAX_BYTES) add("files", `${file.name} is over Etsy's ${ETSY_FILE_MAX_BYTES / MB} MB a file.`);
  }
  return problems;
}

/**
 * Every field the marketplace would refuse or that the draft needs, before anything is sent
 * (issue 32): a publish is refused while one is open, and each problem names where to fix it.
 */
export function preflight(marketplace: Marketplace, input: PreflightInput): PreflightProblem[] {
  const name = MARKETPLACE_NAMES[marketplace];
  const problems: PreflightProblem[] = [];
  if (!input.listing.title.trim()) problems.push({ field: "title", message: "Write a title." });
  if (!(input.listing.longDescription || input.listing.shortDescription).trim()) problems.push({ field: "longDescription", message: "Write a description." });
  if (input.imageCount === 0) problems.push({ field: "images", message: `${name} needs at least one photo.` });
  if (input.files.length === 0) problems.push({ field: "files", message: "Add the file the buyer receives." });
  if (input.sale.priceCents === null) problems.push({ field: "price", message: "Set a price." });
  if (marketplace === "etsy") problems.push(...etsyProblems(input));
  if (marketplace === "shopify" && input.listing.keywords.length > R.shopifyTagCount.max) {
    problems.push({ field: "keywords", message: `Shopify takes ${R.shopifyTagCount.max} tags.` });
  }
  if (marketplace === "gumroad" && input.listing.title.length > R.gumroadNameLength.max) {
    problems.push({ field: "title", message: `Gumroad's product name takes ${R.gumroadNameLength.max} characters.` });
  }
  return problems;
}
