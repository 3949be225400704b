import type { Spelling } from "../../../../core/listing/types";
import type { GeneratedListing } from "../../listing";

/** Template copy is written in US spelling; a description in UK spelling gets UK copy back. */
const US_TO_UK: Record<string, string> = {
  organized: "organised", organize: "organise", organizing: "organising", organizes: "organises", organization: "organisation",
  color: "colour", colors: "colours", colorful: "colourful", favorite: "favourite", favorites: "favourites",
  personalize: "personalise", personalized: "personalised", prioritize: "prioritise", customize: "customise",
  customized: "customised", enroll: "enrol", center: "centre", traveler: "traveller", travelers: "travellers",
  takeout: "takeaway", honor: "honour", gray: "grey", analyze: "analyse", realize: "realise", practicing: "practising",
  mom: "mum", moms: "mums", optimize: "optimise", catalog: "catalogue", behavior: "behaviour", watercolor: "watercolour", watercolors: "watercolours", colored: "coloured", organizer: "organiser", organizers: "organisers", jewelry: "jewellery", cozy: "cosy", license: "licence", math: "maths", labeled: "labelled", traveling: "travelling", favor: "favour", neighbor: "neighbour", theater: "theatre", fiber: "fibre", aging: "ageing",
};
const PATTERN = new RegExp(`\\b(${Object.keys(US_TO_UK).join("|")})\\b`, "gi");

function toUk(text: string): string {
  return text.replace(PATTERN, (word) => {
    const uk = US_TO_UK[word.toLowerCase()] ?? word;
    return word.charAt(0) === word.charAt(0).toUpperCase() ? uk.charAt(0).toUpperCase() + uk.slice(1) : uk;
  });
}

function convert<T>(value: T): T {
  if (typeof value === "string") return toUk(value) as T;
  if (Array.isArray(value)) return value.map(convert) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convert(inner)])) as T;
  return value;
}

/** The writer's wording is US spelling; a UK seller gets UK copy back. Keywords stay as buyers type them. */
export function applySpelling(listing: GeneratedListing, spelling: Spelling): GeneratedListing {
  if (spelling !== "uk") return listing;
  const { keywords: _converted, ...rest } = convert(listing);
  return { ...rest, keywords: listing.keywords };
}
