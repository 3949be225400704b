import { TITLE_ANGLES } from "../../../../core/listing/title-choices";
import { KEYWORD_LIMIT, KEYWORD_MAX_LENGTH, TITLE_MAX_LENGTH } from "../../listing";

// OpenAI's strict structured output takes a subset of JSON Schema: every property required,
// additionalProperties false, optional parts as a union with null. Limits are stated in the
// descriptions (and in the prompt) rather than as keywords older strict subsets refuse; the listing
// check enforces them afterwards either way.
const text = (description: string) => ({ type: "string", description });
const list = (description: string) => ({ type: "array", items: { type: "string" }, description });
const optional = (description: string) => ({ anyOf: [{ type: "string" }, { type: "null" }], description });
const object = (properties: Record<string, object>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });

const course = object({
  subtitle: text("One line, at most 120 characters (Udemy's limit)."),
  whatYouWillLearn: list("4 to 12 learning objectives, each a complete phrase."),
  requirements: list("What a learner needs, from the description; may be empty."),
  whoThisCourseIsFor: list("Who it is for, from the description."),
  courseFeatures: list("What the course includes."),
  curriculumHighlights: list("Highlights of the curriculum."),
  curriculumDetails: {
    type: "array",
    description: "Modules in order; the seller's own outline when given, one module per topic.",
    items: object({ title: text("Module title."), details: text("What the module covers.") }),
  },
  courseDescription: text("The course description."),
  instructor: optional("The instructor's name from the fact sheet's courseInfo; null when the seller names nobody."),
  duration: optional('The course\'s total length from courseInfo ("4.5 hours", "6 weeks"); null when not stated.'),
  level: optional('The level from courseInfo ("Beginner"); null when not stated.'),
  language: optional("The language the course is taught in, from courseInfo; null when not stated."),
  certificate: optional('The certificate from courseInfo ("Certificate of completion"); null when not stated.'),
});

export const LISTING_JSON_SCHEMA = object({
  title: text(`At most ${TITLE_MAX_LENGTH} characters: the product and its subject first, in buyer's words.`),
  titleChoices: {
    type: "array",
    description:
      `Three titles for the creator to choose from, one per angle: "subject" (the title above), "benefit" (opens with what the buyer gets), ` +
      `"audience" (opens with who it is for). Each at most ${TITLE_MAX_LENGTH} characters, names the product's subject, repeats no word.`,
    items: object({ angle: { type: "string", enum: [...TITLE_ANGLES], description: "The title's angle." }, title: text("The title.") }),
  },
  shortDescription: text("One or two sentences, at most 300 characters."),
  longDescription: text("Written copy, not the seller's paragraphs pasted back."),
  features: list("Specific features of this product, each a complete phrase of at least three words."),
  benefits: list("What the buyer gains, each a complete phrase, none repeating a feature."),
  keywords: list(`Exactly ${KEYWORD_LIMIT} lower-case tags, each at most ${KEYWORD_MAX_LENGTH} characters, no repeats or plural repeats.`),
  usp: list("Selling points, not repeating features or benefits."),
  cta: text("A call to action."),
  whyChooseUs: text("Why buy this one."),
  useCases: list("Up to 5 concrete situations where it is used."),
  course: { anyOf: [course, { type: "null" }], description: "Course details for an online course, otherwise null." },
});

const withoutNulls = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null)) : value;

/** The model's answer as the listing schema reads it: a null course means none, a null course field (no instructor) is left out. */
export function fromModel(answer: unknown): unknown {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return answer;
  const { course, ...rest } = answer as Record<string, unknown>;
  if (course === null) return rest;
  return course === undefined ? answer : { ...rest, course: withoutNulls(course) };
}
