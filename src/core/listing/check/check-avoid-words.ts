import { avoidPattern } from "../../voice";
import { COURSE_LIST_FIELDS, type CheckedCourse, type CheckedListing } from "../listing-shape";
import type { CheckStep } from "../step";
import type { CheckFinding } from "../types";
import { quote } from "../text";

const sentencesOf = (text: string) => text.match(/[^.!?]+(?:[.!?]+["”')]?|$)\s*/g) ?? [text];

/**
 * No text the writer gave carries a word the seller's voice avoids (issue 33): a bullet or tag with
 * one is left out, a sentence with one too while the text keeps another; otherwise (a title, a
 * one-sentence text, a list of one) the word itself goes. A save only reports it (checkSaved): the
 * creator's own words are theirs.
 */
export const checkAvoidWords: CheckStep = (listing, facts) => {
  const pattern = avoidPattern(facts.avoid ?? []);
  if (!pattern) return { listing, findings: [] };
  const found = new Map<string, Set<string>>();
  const has = (field: string) => (text: string) => {
    const words = text.match(pattern) ?? [];
    for (const word of words) found.set(field, (found.get(field) ?? new Set()).add(word.toLowerCase()));
    return words.length > 0;
  };
  const strip = (text: string) =>
    text
      .replace(pattern, " ")
      .replace(/\s+([,.;:!?])/g, "$1")
      .replace(/\s{2,}/g, " ")
      .replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, "")
      .trim();
  const words = (field: string) => (text: string) => (has(field)(text) ? strip(text) : text);
  const prose = (field: string) => (text: string) => {
    if (!has(field)(text)) return text;
    const kept = sentencesOf(text).filter((sentence) => !has(field)(sentence));
    return kept.length > 0 ? kept.join("").trim() : strip(text);
  };
  const paragraphs = (field: string) => (text: string) => text.split("\n\n").map(prose(field)).filter(Boolean).join("\n\n");
  const list = (field: string) => (items: string[]) => {
    const kept = items.filter((item) => !has(field)(item));
    return kept.length > 0 || items.length === 0 ? kept : items.map(strip);
  };
  const opt = (field: string, text: string | null) => (text === null ? null : prose(field)(text));
  const next: CheckedListing = {
    ...listing,
    title: words("title")(listing.title),
    shortDescription: prose("shortDescription")(listing.shortDescription),
    longDescription: paragraphs("longDescription")(listing.longDescription),
    features: list("features")(listing.features),
    benefits: list("benefits")(listing.benefits),
    keywords: listing.keywords.filter((tag) => !has("keywords")(tag)),
    usp: list("usp")(listing.usp),
    useCases: list("useCases")(listing.useCases),
    cta: opt("cta", listing.cta),
    whyChooseUs: opt("whyChooseUs", listing.whyChooseUs),
  };
  if (listing.course) next.course = course(listing.course, { words, prose, list });
  const findings: CheckFinding[] = [...found].map(([field, said]) => ({
    check: "avoid-words",
    outcome: "repaired",
    field,
    message: `Left out ${[...said].map(quote).join(", ")} (your voice avoids ${said.size === 1 ? "it" : "them"}).`,
  }));
  return { listing: next, findings };
};

type Fixers = {
  [K in "words" | "prose" | "list"]: K extends "list" ? (field: string) => (items: string[]) => string[] : (field: string) => (text: string) => string;
};

function course(value: CheckedCourse, { words, prose, list }: Fixers): CheckedCourse {
  const next: CheckedCourse = { ...value };
  if (value.subtitle !== undefined) next.subtitle = words("course.subtitle")(value.subtitle);
  if (value.courseDescription !== undefined) next.courseDescription = prose("course.courseDescription")(value.courseDescription);
  for (const field of COURSE_LIST_FIELDS) {
    const items = value[field];
    if (items) next[field] = list(`course.${field}`)(items);
  }
  if (value.curriculumDetails)
    next.curriculumDetails = value.curriculumDetails.map((module) => ({
      title: words("course.curriculumDetails")(module.title),
      ...(module.details === undefined ? {} : { details: prose("course.curriculumDetails")(module.details) }),
    }));
  return next;
}
