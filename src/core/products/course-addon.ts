import { snakeToCamel } from "./course";
import { type UnknownRecord, isRecord, textField, toRecord } from "./record";
import { cleanList, joinList } from "./text-cleaning";

export interface CourseModule {
  title: string;
  details?: string;
}

export interface CourseAddon {
  whatYouWillLearn?: string[];
  requirements?: string[];
  whoThisCourseIsFor?: string[];
  courseFeatures?: string[];
  curriculumHighlights?: string[];
  curriculumDetails?: CourseModule[];
  subtitle?: string;
  courseDescription?: string;
  [key: string]: unknown;
}

// The workflow's own spellings of "what you'll learn" that plain snake-to-camel would not reach.
const KEY_ALIASES: Record<string, string> = {
  what_youll_learn: "whatYouWillLearn",
  whatYoullLearn: "whatYouWillLearn",
  what_you_will_learn: "whatYouWillLearn",
};
const LIST_KEYS = new Set(["whatYouWillLearn", "requirements", "whoThisCourseIsFor", "courseFeatures", "curriculumHighlights"]);
const TEXT_KEYS = new Set(["subtitle", "courseDescription"]);

const canonicalKey = (key: string) => KEY_ALIASES[key] ?? snakeToCamel(key);

function toModule(item: unknown): CourseModule[] {
  if (typeof item === "string") return item.trim() ? [{ title: item.trim() }] : [];
  if (!isRecord(item)) return [];
  const title = textField(item, "title", "module_title", "moduleTitle", "name", "module") ?? "";
  const listed = Array.isArray(item.lessons) ? joinList(cleanList(item.lessons)) : undefined;
  const details = textField(item, "details", "description", "content", "summary") || listed;
  if (!title && !details) return [];
  return [details ? { title, details } : { title }];
}

function toModules(value: unknown): CourseModule[] {
  const list: unknown = typeof value === "string" ? parseJsonList(value) : value;
  return Array.isArray(list) ? list.flatMap(toModule) : [];
}

function parseJsonList(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return cleanList(text);
  }
}

function normaliseField(key: string, value: unknown): unknown {
  if (LIST_KEYS.has(key)) return cleanList(value);
  if (key === "curriculumDetails") return toModules(value);
  if (TEXT_KEYS.has(key)) return typeof value === "string" ? value.trim() : undefined;
  return value;
}

/**
 * Course details as the app stores them: camelCase keys, list fields as clean string lists,
 * modules as {title, details}. Unknown fields are kept under their camelCase name; when a field
 * arrives in both spellings the camelCase one wins. Not an object (or its JSON text): undefined.
 */
export function normaliseCourse(value: unknown): CourseAddon | undefined {
  const raw = toRecord(value);
  if (!raw) return undefined;
  const entries = Object.entries(raw);
  const isCanonical = ([key]: [string, unknown]) => canonicalKey(key) === key;
  const ordered = [...entries.filter((entry) => !isCanonical(entry)), ...entries.filter(isCanonical)];
  const course: UnknownRecord = {};
  for (const [key, value] of ordered) {
    const target = canonicalKey(key);
    const normalised = normaliseField(target, value);
    if (normalised !== undefined) course[target] = normalised;
  }
  return course as CourseAddon;
}
