import { FILE_FORMAT_LABELS, platformLabel } from "../../../core/products/catalog";
import { generatedListingSchema, type GeneratedListing, type GenerationInput } from "../listing";
import { keywordProblems } from "./keyword-trace";

/**
 * The copy quality bar, as checks the tests run on every generated listing. Returns what is wrong,
 * so a failing test names the problem instead of a bare `false`.
 */
const DANGLING = new Set("and or but with for of to in on at by from the a an your our their into as than including".split(" "));
const PLACEHOLDER = /undefined|\bnull\b|\[object|[{}<>]|lorem|\bNaN\b/i;
const SENTENCE_END = /[.!?]["”')]?$/u;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const opening = (text: string) => words(text.toLowerCase()).slice(0, 4).join(" ");

function bulletProblems(name: string, items: readonly string[], min: number, max: number): string[] {
  const problems: string[] = [];
  if (items.length < min || items.length > max) problems.push(`${name}: ${items.length} items, expected ${min}–${max}`);
  items.forEach((item, i) => {
    if (!/^(?:[\p{Lu}\p{N}"“]|[a-z]+[A-Z])/u.test(item)) problems.push(`${name}[${i}] does not start with a capital: "${item}"`);
    if (words(item).length < 3) problems.push(`${name}[${i}] has fewer than 3 words: "${item}"`);
    if (DANGLING.has(words(item.toLowerCase()).pop() ?? "") || /[,;:–-]$/.test(item)) problems.push(`${name}[${i}] ends mid-thought: "${item}"`);
    items.slice(0, i).forEach((other) => {
      if (other.toLowerCase() === item.toLowerCase()) problems.push(`${name}[${i}] repeats "${other}"`);
      else if (opening(other) === opening(item)) problems.push(`${name}[${i}] opens like "${other}"`);
    });
  });
  return problems;
}

function proseProblems(name: string, text: string): string[] {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => !SENTENCE_END.test(paragraph.trim()) || !/^["“\p{Lu}\p{N}]/u.test(paragraph.trim()))
    .map((paragraph) => `${name} has an unfinished paragraph: "${paragraph}"`);
}

const allText = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(allText) : value && typeof value === "object" ? Object.values(value).flatMap(allText) : [];

export function qualityProblems(listing: GeneratedListing, input: GenerationInput): string[] {
  const parsed = generatedListingSchema.safeParse(listing);
  if (!parsed.success) return [`schema: ${parsed.error.message}`];
  const problems = [
    ...bulletProblems("features", listing.features, 4, 8),
    ...bulletProblems("benefits", listing.benefits, 3, 6),
    ...bulletProblems("usp", listing.usp, 2, 4),
    ...bulletProblems("useCases", listing.useCases, 3, 5),
    ...proseProblems("shortDescription", listing.shortDescription),
    ...proseProblems("longDescription", listing.longDescription),
    ...proseProblems("cta", listing.cta),
    ...proseProblems("whyChooseUs", listing.whyChooseUs),
    ...keywordProblems(listing, input),
  ];
  const paragraphs = listing.longDescription.split(/\n{2,}/).length;
  if (paragraphs < 2 || paragraphs > 4) problems.push(`longDescription has ${paragraphs} paragraphs`);
  const placeholder = allText(listing).find((text) => PLACEHOLDER.test(text));
  if (placeholder !== undefined) problems.push(`placeholder or markup text: "${placeholder}"`);
  if (new Set(listing.keywords).size !== listing.keywords.length) problems.push("duplicate keywords");
  if (listing.keywords.some((keyword) => keyword !== keyword.toLowerCase())) problems.push("keyword not in lower case");
  const long = listing.longDescription.toLowerCase();
  for (const target of input.targetPlatform.filter((t) => t !== "custom-other")) {
    if (!long.includes(platformLabel(target).toLowerCase())) problems.push(`longDescription does not mention ${platformLabel(target)}`);
  }
  for (const format of (input.fileFormats ?? "").split(/[,;/|]+/).map((f) => f.trim().toLowerCase()).filter(Boolean)) {
    const label: string | undefined = FILE_FORMAT_LABELS[format as keyof typeof FILE_FORMAT_LABELS];
    const names = [format, label?.replace(/\s*\(.*\)$/, "").toLowerCase()].filter((name) => name !== undefined);
    if (!names.some((name) => long.includes(name))) problems.push(`longDescription does not mention the ${format} format`);
  }
  const course = listing.course;
  if (input.category === "course") {
    if (!course) return [...problems, "course details missing"];
    problems.push(
      ...bulletProblems("whatYouWillLearn", course.whatYouWillLearn, 4, 8),
      ...bulletProblems("requirements", course.requirements, 2, 4),
      ...bulletProblems("whoThisCourseIsFor", course.whoThisCourseIsFor, 2, 4),
      ...bulletProblems("courseFeatures", course.courseFeatures, 2, 10),
      ...bulletProblems("curriculumHighlights", course.curriculumHighlights, 2, 10),
      ...proseProblems("courseDescription", course.courseDescription),
    );
    if (course.curriculumDetails.length < 4 || course.curriculumDetails.length > 8) problems.push(`${course.curriculumDetails.length} modules`);
    for (const module of course.curriculumDetails) {
      if (/^module\s*\d/i.test(module.title)) problems.push(`module title keeps its number: "${module.title}"`);
      problems.push(...proseProblems(`module "${module.title}"`, module.details));
    }
  }
  return problems;
}
