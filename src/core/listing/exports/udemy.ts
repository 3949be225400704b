import type { ApiPreset, ApiPresetField } from "../../api-types";
import { MARKETPLACE_RULES } from "../marketplace-rules";
import type { ExportProduct } from "./export-product";
import { field, preset } from "./preset-field";

const { udemyTitleLength, udemySubtitleLength, udemyObjectives } = MARKETPLACE_RULES;
const LINK = /\bhttps?:\/\/|\bwww\.|\bcoupons?\b/i;

function line(key: string, label: string, value: string, max: number): ApiPresetField {
  const link = LINK.test(value);
  const rule = `Udemy allows ${max} characters${link ? "; no links or coupons" : ""}`;
  return field(key, label, value, { limit: max, meets: value.length <= max && !link, rule });
}

/** A list Udemy's form asks for one item at a time: at least `min` items. */
function list(key: string, label: string, items: string[], min: number, rule: string): ApiPresetField {
  return field(key, label, items.join("\n"), { limit: min, atLeast: true, count: items.length, rule });
}

/** Udemy's (and Teachable's) course landing page; courses only. */
export function udemyPreset({ listing }: ExportProduct): ApiPreset | null {
  const course = listing.course;
  if (!course) return null;
  return preset("udemy", "Udemy / Teachable", [
    line("title", "Course title", listing.title, udemyTitleLength.max),
    line("subtitle", "Course subtitle", course.subtitle, udemySubtitleLength.max),
    field("description", "Course description", course.courseDescription || listing.longDescription),
    list(
      "objectives",
      "What students will learn",
      course.whatYouWillLearn,
      udemyObjectives.max,
      `Udemy asks for at least ${udemyObjectives.max} learning objectives`,
    ),
    list("requirements", "Requirements or prerequisites", course.requirements, 1, "Udemy asks for at least one (write “No prior experience needed” if none)"),
    list("learners", "Who this course is for", course.whoThisCourseIsFor, 1, "Udemy asks for at least one intended learner"),
    field("curriculum", "Curriculum", course.curriculumDetails.map((m, i) => `Section ${i + 1}: ${m.title}`).join("\n"), {
      count: course.curriculumDetails.length,
    }),
    // Udemy's basic info asks for both; Teachable has no such field. Shown only when the course states them.
    ...(course.language ? [field("language", "Language", course.language, { rule: "Udemy's basic info: the language the course is taught in" })] : []),
    ...(course.level ? [field("level", "Level", course.level, { rule: "Udemy's basic info: Beginner, Intermediate, Expert or All Levels" })] : []),
  ]);
}
