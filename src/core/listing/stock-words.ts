import type { ListingCategory } from "./types";
import { singular, words } from "./text";

/**
 * Words that fit any product of a category and say nothing about this one (issue 29): what a
 * listing is measured against. Kept apart from the writer's own lexicon on purpose, so the writer
 * cannot pass the measure by leaving a word out of both. Singular and lower case; hyphenated words
 * are matched by their parts ("self-paced" is "self" and "paced").
 */
const list = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/).map(singular));

/** Category words: what kind of thing it is, not what it is about. A dashboard course is about dashboards. */
const KINDS: Record<Exclude<ListingCategory, "others">, ReadonlySet<string>> = {
  course: list(`course class lesson masterclass bootcamp workshop program programme training tutorial academy curriculum e ecourse mini lecture module guide`),
  planner: list(`
    planner tracker dashboard template journal calendar organizer organiser workbook log logbook checklist agenda diary notebook
    spreadsheet binder schedule chart sheet worksheet insert`),
  wallart: list(`print poster art artwork illustration painting decor photo photograph sign picture image wallpaper`),
};
const ALL_KINDS = new Set([...KINDS.course, ...KINDS.planner, ...KINDS.wallart, ...list(`ebook toolkit resource preset mockup font`)]);

/** A category word of `category` ("others" takes every category's). */
export const isKindWord = (word: string, category: ListingCategory): boolean =>
  (category === "others" ? ALL_KINDS : KINDS[category]).has(singular(word.toLowerCase()));

/** Bundles: packaging, but not a category of their own ("set of 3 prints" is one kind of thing). */
const PACKS = list(`kit bundle pack set collection`);

const PACKAGING = list(`
  digital printable downloadable download instant editable customizable customisable online undated dated
  hyperlinked interactive self paced video pdf png jpg jpeg svg psd docx xlsx zip file high
  resolution hi res format page custom personalised personalized lifetime access bonus`);

/**
 * Packaging words that are also ordinary nouns: a sewing course's "invisible zip" is a fastener, not a
 * file. The words that mark the packaging sense when they follow ("zip file", "zip folder").
 */
export const PACKAGING_HOMONYMS: ReadonlyMap<string, ReadonlySet<string>> = new Map([["zip", new Set(["file", "files", "folder", "folders", "archive"])]]);

/** Apps and devices: packaging for a planner or a print, but an Excel course is about Excel. */
const APPS = list(`
  goodnotes notability notion canva excel google sheets docs ipad iphone android tablet xodo onenote evernote
  keynote powerpoint figma figjam word microsoft apple kindle remarkable boox supernote procreate airtable trello`);

const MARKETING = list(`
  ultimate best perfect amazing awesome great premium stunning gorgeous beautiful cute must have bestselling
  bestseller complete comprehensive easy simple essential unique pro new quality special fun
  lovely adorable fantastic`);

/** Audiences so broad they name nobody: "course for people". */
export const GENERIC_AUDIENCE = list(`
  beginner adult people person everyone anyone someone kid child children men man women woman teen
  teenager learner him her them you yourself`);

const ROOMS = list(`room bathroom kitchen nursery bedroom living office hallway classroom playroom dorm home wall entryway loo toilet cave`);

const STYLES = list(`
  funny abstract minimalist minimal modern boho bohemian vintage retro aesthetic watercolor watercolour neutral pastel
  line farmhouse rustic contemporary colorful colourful monochrome mid century scandinavian japandi nordic black white grey gray beige cream sage green
  blue red pink yellow orange purple gold navy teal brown terracotta`);

/** Nouns that fit any text: never what a product is about, though a tag may lean on one ("time blocking"). */
export const VAGUE = list(`thing lot time way place part kind type point number style version product everything something`);

/** Adjectives of size and degree, never what a product is about: "Very Large Canvas", "Exact Tracker". */
const QUALITIES = list(`very large big small little huge tiny giant extra oversized exact proper real actual whole same own first`);

/** Joining and framing words: "course for beginners", "learn X", "set of 3", "X gift". */
export const FUNCTION_WORDS = list(`
  a an the and or & + with for to of in on at by from into your my our their this that these those it its i we
  is are be as so vs plus per via how what who which up out all any every each no not only just learn learning
  master mastering diy intro introduction basics step size letter us inch cm mm x week day month hour minute year
  gift present idea january february march april may june july august september october november december jan feb
  apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday`);

const STOCK = new Set([...PACKS, ...PACKAGING, ...VAGUE, ...QUALITIES, ...MARKETING, ...GENERIC_AUDIENCE, ...ROOMS, ...STYLES, ...FUNCTION_WORDS]);

/** A word (any case, any number) that says nothing about this product in this category. */
export function isStockWord(word: string, category: ListingCategory): boolean {
  const key = singular(word.toLowerCase());
  if (/\d/.test(key)) return true;
  return STOCK.has(key) || isKindWord(key, category) || (category !== "course" && APPS.has(key));
}

/** The words of `text` that are not stock: what it says about this product. */
export const topicWords = (text: string, category: ListingCategory): string[] =>
  words(text)
    .map(singular)
    .filter((word) => !isStockWord(word, category));

/** Whether a (stock) word is a marketing adjective rather than a frame: "great", "cute". */
export const isMarketingWord = (word: string) => MARKETING.has(singular(word.toLowerCase()));

/** Category phrases said as one: "art print", not "art" and "print". */
export const KIND_PHRASES: readonly string[][] = ["art print", "photo print"].map((phrase) => phrase.split(" "));
