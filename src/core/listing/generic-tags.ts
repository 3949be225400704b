/**
 * Tags that fit any product of a category and tell a buyer nothing about this one (issue 12:
 * "online class", "e-learning", "home decor"). A listing may use at most GENERIC_TAG_LIMIT of them.
 */
export const GENERIC_TAG_LIMIT = 3;

export const GENERIC_TAGS: ReadonlySet<string> = new Set([
  // any digital product
  "digital download",
  "instant download",
  "digital product",
  "digital",
  "download",
  "printable",
  "printables",
  "template",
  "templates",
  "pdf",
  "gift",
  "gift idea",
  "gift for her",
  "gift for him",
  "bundle",
  "best seller",
  // courses
  "online course",
  "online class",
  "online classes",
  "e-learning",
  "elearning",
  "online learning",
  "course",
  "masterclass",
  "self paced",
  "self-paced course",
  "learn online",
  "video course",
  "training",
  "tutorial",
  // planners
  "planner",
  "digital planner",
  "productivity",
  "organization",
  "organizer",
  "planner template",
  // wall art
  "wall art",
  "home decor",
  "wall decor",
  "art print",
  "poster",
  "digital art",
  "printable art",
  "printable wall art",
  "room decor",
  "decor",
]);

export const isGenericTag = (tag: string) => GENERIC_TAGS.has(tag.trim().toLowerCase());
