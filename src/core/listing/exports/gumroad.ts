import type { ApiPreset } from "../../api-types";
import { courseInfoLines } from "../../products/course";
import { MARKETPLACE_RULES } from "../marketplace-rules";
import type { ExportProduct } from "./export-product";
import { field, plainBlocks, preset } from "./preset-field";

const { gumroadNameLength } = MARKETPLACE_RULES;

/** Gumroad's product form: a name, a one-paragraph summary and a (rich text) description. */
export function gumroadPreset({ listing }: ExportProduct): ApiPreset {
  const course = listing.course;
  const description = plainBlocks([
    { text: listing.longDescription },
    ...(course
      ? [
          { heading: "Course information", items: courseInfoLines(course) },
          { heading: "What you will learn", items: course.whatYouWillLearn },
          { heading: "Curriculum", items: course.curriculumDetails.map((m, i) => `Module ${i + 1}: ${m.title}`) },
          { heading: "Who this course is for", items: course.whoThisCourseIsFor },
        ]
      : []),
    { heading: "Features", items: listing.features },
    { heading: "Benefits", items: listing.benefits },
    { heading: "Why choose us", text: listing.whyChooseUs },
    { text: listing.cta },
  ]);
  return preset("gumroad", "Gumroad", [
    field("name", "Name", listing.title, { limit: gumroadNameLength.max, rule: `Gumroad allows ${gumroadNameLength.max} characters` }),
    field("summary", "Summary", listing.shortDescription),
    field("description", "Description", description),
  ]);
}
