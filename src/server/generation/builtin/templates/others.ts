import type { Profile } from "../profile";
import { capitalise } from "../polish";
import { editableFormats, formatNames, forPlatforms, isPrintable, parts, productPhrase, someItems, withArticle } from "./shared";
import type { CategoryCopy } from "./types";

const the = (p: Profile) => `the ${p.product}`;

export const othersCopy: CategoryCopy = {
  vocabulary: ["digital product", "digital download", "template", "printable", "resource"],
  topics: [],
  defaultFocus: "your projects",
  itemFrames: [
    (item) => `${item.text}, included and ready to use`,
    (item) => `${item.text} that ${item.plural ? "save" : "saves"} you time`,
    (item) => `Thoughtfully designed ${item.text}`,
    (item, p) => `${item.text} built into ${the(p)}`,
  ],
  facts: (p) =>
    [
      p.platformText ? `Works with ${p.platformText}` : null,
      p.formats.length > 0 ? `Delivered as ${withArticle(formatNames(p))} file${isPrintable(p) ? ", ready to print or use on screen" : ", ready to edit"}` : null,
    ].filter((fact) => fact !== null),
  fallbackFeatures: (p) => [
    `${capitalise(productPhrase(p))} you can start using straight away`,
    "Clear, well-organized layout that is easy to follow",
    "Practical design focused on everyday use",
    "Instant digital download, with no shipping or waiting",
  ],
  benefits: () => [
    "Save time by starting from something that already works",
    "Get a polished result without starting from a blank page",
    "Stay organized with everything in one place",
    "Use it again and again for new projects",
  ],
  usps: (p) => [
    parts(p).length >= 2 ? `${capitalise(someItems(p, 3))} in one download` : null,
    "Ready to use the moment you download it",
    editableFormats(p).length > 0 ? `Fully editable in ${formatNames(p)}` : null,
    "Practical, well-organized and easy to adapt",
  ].filter((line) => line !== null),
  useCases: (p) => [
    `A busy professional using the ${p.head} to save time each week`,
    "A small business owner who wants a polished result without hiring help",
    `A student or creator starting a new project with the ${p.head}`,
  ],
  audienceUse: (p) => `getting more done with the ${p.head}`,
  summary: (p) => `${capitalise(productPhrase(p))}${forPlatforms(p)} that helps you get more done with less effort.`,
  opening: (p) => `${capitalise(productPhrase(p))}${forPlatforms(p)} gives you a ready-made starting point, so you can focus on the work that matters.`,
  delivery: (p) => {
    if (!p.platformText && p.formats.length === 0) return null;
    const where = p.platformText ? `It works with ${p.platformText}` : "It is ready to use straight away";
    return `${where}${p.formats.length > 0 ? ` and comes as ${withArticle(formatNames(p))} file` : ""}.`;
  },
  closing: () => "Download it today and put it to work straight away.",
  cta: (p) => `Get ${the(p)} today and start saving time straight away.`,
  whyChooseUs: (p) => [
    `We built ${the(p)} to be practical first: every part is there because it is useful.`,
    "It is simple to start with and flexible enough to adapt to the way you work.",
  ],
};
