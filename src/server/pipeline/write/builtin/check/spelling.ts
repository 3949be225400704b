import type { Spelling } from "../../../../../core/listing/types";
import type { GeneratedListing } from "../../../listing";

/** US spelling → UK spelling; read backwards it gives US copy to a US seller. */
const US_TO_UK: Record<string, string> = {
  organized: "organised",
  organize: "organise",
  organizing: "organising",
  organizes: "organises",
  organization: "organisation",
  color: "colour",
  colors: "colours",
  colorful: "colourful",
  favorite: "favourite",
  favorites: "favourites",
  personalize: "personalise",
  personalized: "personalised",
  prioritize: "prioritise",
  customize: "customise",
  customized: "customised",
  enroll: "enrol",
  center: "centre",
  traveler: "traveller",
  travelers: "travellers",
  honor: "honour",
  gray: "grey",
  analyze: "analyse",
  realize: "realise",
  practicing: "practising",
  practiced: "practised",
  optimize: "optimise",
  catalog: "catalogue",
  behavior: "behaviour",
  watercolor: "watercolour",
  watercolors: "watercolours",
  colored: "coloured",
  organizer: "organiser",
  organizers: "organisers",
  jewelry: "jewellery",
  cozy: "cosy",
  labeled: "labelled",
  traveling: "travelling",
  favor: "favour",
  neighbor: "neighbour",
  theater: "theatre",
  fiber: "fibre",
  aging: "ageing",
  program: "programme",
};
// One-way words: UK "mum" is not US "mom" for every reader, and "practice" is a UK noun too.
const ONLY_TO_UK: Record<string, string> = { takeout: "takeaway", mom: "mum", moms: "mums", math: "maths", license: "licence", "to practice": "to practise" };
const ONLY_TO_US: Record<string, string> = { practise: "practice", practises: "practices", enrolment: "enrollment" };

const UK_TO_US = Object.fromEntries(
  Object.entries(US_TO_UK)
    .filter(([us]) => us !== "program")
    .map(([us, uk]) => [uk, us]),
);

function mapper(table: Record<string, string>): (text: string) => string {
  const pattern = new RegExp(
    `\\b(${Object.keys(table)
      .sort((a, b) => b.length - a.length)
      .join("|")})\\b`,
    "gi",
  );
  return (text) =>
    // Quoted words are the seller's or the artwork's own and stay as written.
    text
      .split(/(“[^”]*”)/)
      .map((part) =>
        part.startsWith("“")
          ? part
          : part.replace(pattern, (word) => {
              const swapped = table[word.toLowerCase()] ?? word;
              return word.charAt(0) === word.charAt(0).toUpperCase() ? swapped.charAt(0).toUpperCase() + swapped.slice(1) : swapped;
            }),
      )
      .join("");
}

const CONVERT: Record<Spelling, (text: string) => string> = {
  uk: mapper({ ...US_TO_UK, ...ONLY_TO_UK }),
  us: mapper({ ...UK_TO_US, ...ONLY_TO_US }),
};

function convert<T>(value: T, to: (text: string) => string): T {
  if (typeof value === "string") return to(value) as T;
  if (Array.isArray(value)) return value.map((inner: unknown) => convert(inner, to)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convert(inner, to)])) as T;
  return value;
}

/** Copy follows the seller's spelling, UK or US, in every field. Keywords stay as buyers type them. */
export function applySpelling(listing: GeneratedListing, spelling: Spelling): GeneratedListing {
  const { keywords: _converted, ...rest } = convert(listing, CONVERT[spelling]);
  return { ...rest, keywords: listing.keywords };
}
