import { readTitleChoices, type TitleChoice } from "../listing/title-choices";
import { type CourseAddon, normaliseCourse } from "./course-addon";
import { isRecord, numberField, textField, toRecord } from "./record";
import { cleanList } from "./text-cleaning";
import { isTestimonialRating } from "./testimonial-rating";

export { type CourseAddon, type CourseModule, normaliseCourse } from "./course-addon";

export interface Addons {
  targetPlatform?: string[];
  fileFormats?: string;
  testimonial?: { content: string; title: string; avatarUrl: string; rating?: number };
  beforeAfter?: { beforeUrl: string; afterUrl: string };
  /** Set by the generation workflow while the product is pending. */
  progress?: number;
  step?: number;
  message?: string;
  course?: CourseAddon;
  /** The titles the last generation offered (issue 33), the stored title's first; until the next generation. */
  titleChoices?: TitleChoice[];
}

const KNOWN_KEYS = new Set<string>(["targetPlatform", "fileFormats", "testimonial", "beforeAfter", "progress", "step", "message", "course", "titleChoices"]);

/** Whole stars 1-5; anything else (older rows have none) is left out rather than guessed. */
function starRating(value: unknown): { rating?: number } {
  const rating = numberField(value);
  return isTestimonialRating(rating) ? { rating } : {};
}

function known(raw: Record<string, unknown>): Addons {
  const { testimonial, beforeAfter } = raw;
  return {
    targetPlatform: raw.targetPlatform === undefined ? undefined : cleanList(raw.targetPlatform),
    fileFormats: textField(raw, "fileFormats"),
    testimonial: isRecord(testimonial)
      ? {
          content: textField(testimonial, "content") ?? "",
          title: textField(testimonial, "title") ?? "",
          avatarUrl: textField(testimonial, "avatarUrl", "avatar_url") ?? "",
          ...starRating(testimonial.rating),
        }
      : undefined,
    beforeAfter: isRecord(beforeAfter)
      ? {
          beforeUrl: textField(beforeAfter, "beforeUrl", "before_url") ?? "",
          afterUrl: textField(beforeAfter, "afterUrl", "after_url") ?? "",
        }
      : undefined,
    progress: numberField(raw.progress),
    step: numberField(raw.step),
    message: textField(raw, "message"),
    course: normaliseCourse(raw.course),
    titleChoices: raw.titleChoices === undefined ? undefined : readTitleChoices(raw.titleChoices),
  };
}

/**
 * Addons from the products row (an object or its JSON text; anything else is no addons).
 * Known fields are checked and typed, badly typed ones dropped. Fields we do not know are kept,
 * so writing the addons back (e.g. with a normalised course) never loses what the workflow put there.
 */
export function parseAddons(value: unknown): Addons {
  const raw = toRecord(value);
  if (!raw) return {};
  const addons = Object.fromEntries(Object.entries(raw).filter(([key]) => !KNOWN_KEYS.has(key)));
  for (const [key, field] of Object.entries(known(raw))) if (field !== undefined) addons[key] = field;
  return addons as Addons;
}
