import type { Profile } from "../profile";
import { capitalise, pick } from "../polish";
import { WALLART_TOPICS } from "./wallart-topics";
import { editableFormats, formatNames, isPluralProduct, isPrintable, parts, productPhrase, someItems, thisProduct, withArticle } from "./shared";
import type { CategoryCopy } from "./types";

const WALLART_PARTS = new Set(["print", "poster", "set", "file", "sign", "version", "design", "quote", "ratio", "size", "bundle", "collection", "artwork", "illustration", "palette", "frame", "mockup", "variation"]);
const the = (p: Profile) => `the ${p.product}`;
const roomText = (p: Profile) => (p.rooms.length > 0 ? `your ${p.rooms.slice(0, 2).join(" or ")}` : "any room");
/** Verb agreement with the product: "the prints bring", "the poster brings". */
const verb = (p: Profile, plural: string, singular: string) => (isPluralProduct(p) ? plural : singular);

function formatFact(p: Profile): string | null {
  if (p.formats.length === 0) return null;
  if (isPrintable(p)) return `${formatNames(p)} files ready to print at home or at a local print shop`;
  return `Editable ${formatNames(p)} file you can adjust before printing`;
}

export const wallartCopy: CategoryCopy = {
  vocabulary: ["wall art", "printable wall art", "art print", "wall decor", "home decor", "printable art", "digital download", "gallery wall", "poster", "printable"],
  topics: WALLART_TOPICS,
  defaultFocus: "your space",
  itemFrames: [
    (item) => `${item.text}, ready to print and frame`,
    (item) => `${item.text} that ${item.plural ? "pair" : "pairs"} easily with existing decor`,
    (item) => `${item.text} with a clean, finished look`,
    (item, p) => `${item.text} that ${item.plural ? "bring" : "brings"} character to ${roomText(p)}`,
  ],
  // Only parts of the set read well framed; "fern" or "black ink" describe the picture, not the product.
  frameable: (item) => WALLART_PARTS.has(item.head),
  facts: (p) => [formatFact(p), "Instant digital download, with no shipping or waiting"].filter((fact) => fact !== null),
  fallbackFeatures: (p) => [
    "Clean, considered composition that suits many interiors",
    `Designed to suit ${roomText(p)} and a range of frame styles`,
    "Works on its own or as part of a gallery wall",
    "Simple to print and frame at home",
  ],
  benefits: (p) => [
    `Refresh ${roomText(p)} in minutes, without repainting or redecorating`,
    "Add personality to your walls without a big budget",
    "Choose your own paper and frame for a finish that suits your home",
    "Skip the shipping wait and decorate the same day",
    "Make a thoughtful, affordable gift for someone who loves their home",
  ],
  usps: (p) => [
    parts(p, wallartCopy).length >= 2 ? `${capitalise(someItems(p, 3, wallartCopy))} in one cohesive ${isPluralProduct(p) ? "set" : "design"}` : null,
    "Print-ready the moment you download, with nothing to ship",
    p.topic ? `${capitalise(p.topic)} designs with a cohesive, considered style` : "Cohesive, considered artwork that suits many interiors",
    editableFormats(p).length > 0 ? `Editable in ${formatNames(p)} before you print` : null,
  ].filter((line) => line !== null),
  useCases: (p) => [
    p.rooms[0] ? `A homeowner decorating the ${p.rooms[0]} on a budget` : "A renter refreshing bare walls without a big spend",
    "Someone building a gallery wall one print at a time",
    "A last-minute gift giver who still wants something personal",
    "A small business owner styling a studio or office",
  ],
  audienceUse: (p) => `decorating with ${the(p)}`,
  summary: (p) => `${capitalise(productPhrase(p))} that ${verb(p, "bring", "brings")} a considered, finished look to ${roomText(p)}.`,
  opening: (p, focus) =>
    pick(
      [
        `The right artwork changes how a room feels. ${capitalise(thisProduct(p))} ${verb(p, "are", "is")} made for ${focus}, adding style and personality without a costly makeover.`,
        `Bare walls make even a lovely room feel unfinished. ${capitalise(thisProduct(p))} ${verb(p, "add", "adds")} the finishing touch, with a look made for ${focus}.`,
      ],
      p.seed,
    ),
  delivery: (p) => {
    if (p.formats.length === 0) return "You receive a digital download, so there is nothing to wait for.";
    const use = isPrintable(p) ? "print at home, at a local print shop or through an online printing service" : "adjust the design before you print";
    return `You receive ${withArticle(formatNames(p))} download, ready to ${use}.`;
  },
  closing: (p) => pick(["Frame it, hang it and enjoy a finished space in an afternoon.", "Print, frame and hang: a finished wall is only an afternoon away."], p.seed),
  cta: (p) =>
    pick([`Download ${the(p)} today and give your walls the finishing touch they have been missing.`, `Get ${the(p)} now and see the difference the right artwork makes.`], p.seed),
  whyChooseUs: (p, focus) => [
    `Every detail is designed with balance and proportion in mind, so ${the(p)} ${verb(p, "look", "looks")} right on the wall, not just on screen.`,
    `${verb(p, "They suit", "It suits")} ${focus} and a wide range of frames and interiors.`,
    `As a digital download, ${verb(p, "they are", "it is")} ready as soon as you are.`,
  ],
};
