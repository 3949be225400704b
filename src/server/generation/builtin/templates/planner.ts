import type { Profile } from "../profile";
import { capitalise, pick } from "../polish";
import { PLANNER_TOPICS } from "./planner-topics";
import { editableFormats, formatNames, forPlatforms, isPrintable, parts, productPhrase, someItems, theirs, thisProduct, withArticle } from "./shared";
import type { CategoryCopy } from "./types";

const the = (p: Profile) => `the ${p.product}`;
const theHead = (p: Profile) => `the ${p.head}`;

function formatFact(p: Profile): string | null {
  if (p.formats.length === 0) return null;
  if (isPrintable(p)) return `Delivered as ${withArticle(formatNames(p))}, so you can print it or fill it in on a tablet`;
  return `Editable ${formatNames(p)} file you can adapt to the way you plan`;
}

export const plannerCopy: CategoryCopy = {
  vocabulary: ["digital planner", "planner template", "printable planner", "productivity", "organizer", "planning", "template", "printable"],
  topics: PLANNER_TOPICS,
  defaultFocus: "your week",
  itemFrames: [
    (item, p) => `${item.text} built right into ${theHead(p)}`,
    (item) => `${item.text}, set up and ready to use`,
    (item) => `${item.text} with room for every detail`,
    (item) => `${item.text} laid out in a clean, easy-to-scan format`,
    (item) => `${item.text} that ${item.plural ? "keep" : "keeps"} everything in view`,
  ],
  facts: (p) => [p.platformText ? `Designed for ${p.platformText}` : null, formatFact(p)].filter((fact) => fact !== null),
  fallbackFeatures: (p, focus) => [
    `A focused ${p.product} layout with room for what matters`,
    `Clear sections that keep ${focus} organized`,
    "Simple structure you can start using in minutes",
    "Clean, distraction-free pages that stay easy to use",
  ],
  benefits: (p, focus) => [
    `See ${focus} at a glance instead of juggling notes and apps`,
    "Spend less time organizing and more time getting things done",
    "Start each week with a clear plan and end it with visible progress",
    `Clear your head by keeping ${focus} in one trusted place`,
    p.platformText ? `Plan in ${p.platformText} without building a system from scratch` : null,
  ].filter((line) => line !== null),
  usps: (p, focus) => [
    parts(p).length >= 2 ? `${capitalise(someItems(p, 3))} in one ${p.head}` : null,
    p.platformText ? `Made specifically for ${p.platformText}, not adapted from a generic layout` : null,
    `A focused ${p.head} with no filler, just the sections you will use`,
    editableFormats(p).length > 0 ? `Fully editable in ${formatNames(p)}` : null,
    `Everything for ${focus} in a single, well-organized ${p.head}`,
    "Designed to be used every day, not abandoned after a week",
  ].filter((line) => line !== null),
  useCases: (p, focus) => [
    "A busy professional planning the week ahead every Sunday evening",
    `A freelancer keeping ${theirs(focus)} organized between client deadlines`,
    `Someone replacing scattered notes and apps with one ${p.head}`,
    "A student reviewing progress at the end of each month",
  ],
  audienceUse: (p, focus) => {
    const [action] = p.actions;
    return action && action.split(" ").length <= 9 ? `using ${theHead(p)} to ${action}` : `keeping ${theirs(focus)} organized with ${theHead(p)}`;
  },
  summary: (p, focus) => {
    const base = capitalise(`${productPhrase(p)}${forPlatforms(p)}`);
    if (p.actions[0] && p.actions[0].split(" ").length <= 14) return `${base} that helps you ${p.actions[0]}.`;
    if (parts(p).length >= 2) return `${base} that brings ${someItems(p, 3)} together in one place.`;
    return `${base} that keeps ${focus} organized, clear and easy to follow.`;
  },
  opening: (p, focus) =>
    pick(
      [
        `Keeping ${focus} on track is far easier when everything lives in one place. ${capitalise(thisProduct(p))}${forPlatforms(p)} gives you exactly that: a clear structure you can open every day and pick up where you left off.`,
        `Scattered notes and half-used apps make it hard to stay on top of ${focus}. ${capitalise(thisProduct(p))}${forPlatforms(p)} brings it all together in one calm, clear layout.`,
        `A good system makes ${focus} feel manageable. ${capitalise(thisProduct(p))}${forPlatforms(p)} gives you that system, ready to use from the first day.`,
      ],
      p.seed,
    ),
  delivery: (p) => {
    if (!p.platformText && p.formats.length === 0) return null;
    const where = p.platformText ? `It is built for ${p.platformText}` : "It is ready to use straight away";
    const format = p.formats.length > 0 ? ` and comes as ${withArticle(formatNames(p))} file` : "";
    const use = isPrintable(p) ? "print the pages you need or fill them in digitally" : "start planning right after you download it";
    return `${where}${format}, so you can ${use}.`;
  },
  closing: (p) =>
    pick(
      [
        `Whether you are starting fresh or replacing a system that stopped working, ${the(p)} gives you a calm, reliable place to plan.`,
        `Open it once a day, and ${the(p)} quietly keeps everything else in order.`,
      ],
      p.seed,
    ),
  cta: (p, focus) =>
    pick([`Download ${the(p)} today and bring calm, clear structure to ${focus}.`, `Get ${the(p)} now and start your next week with a plan you can trust.`], p.seed),
  whyChooseUs: (p, focus) => [
    `We designed ${the(p)} to keep ${focus} organized without the clutter.`,
    "Every section has a clear purpose, so you spend your time planning rather than figuring out the layout.",
    p.platformText ? `It is made for ${p.platformText}, so it fits into the tools you already use.` : "It is simple enough to start today and flexible enough to grow with you.",
  ],
};
