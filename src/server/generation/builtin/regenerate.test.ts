import { describe, expect, it } from "vitest";
import { EVAL_CASES } from "../../../../eval/listing-cases";
import { checkListing } from "../../../core/listing/check-listing";
import { editableListingSchema, type EditableListing, type ListingSection } from "../../../core/listing/editable";
import { toEditableCourse } from "../../listing/versions";
import { readFacts } from "../facts/read-facts";
import { generateBuiltin } from "./generate";
import { regenerateBuiltin } from "./regenerate";

const TEXT_SECTIONS: ListingSection[] = [
  "title",
  "shortDescription",
  "longDescription",
  "features",
  "benefits",
  "usp",
  "useCases",
  "keywords",
  "cta",
  "whyChooseUs",
  "course",
];

const cases = EVAL_CASES.map((c) => {
  const input = {
    description: c.description,
    category: c.category,
    targetPlatform: c.targetPlatform,
    fileFormats: c.fileFormats,
    testimonial: null,
    imageCount: 2,
  };
  const facts = readFacts(input);
  const first = generateBuiltin(input, facts);
  const current: EditableListing = { ...first, course: toEditableCourse(first.course), altTexts: ["", ""] };
  return { id: c.id, input, facts, current };
});

const sectionsOf = (c: (typeof cases)[number]) => TEXT_SECTIONS.filter((s) => s !== "course" || c.current.course);
const review = (listing: EditableListing, facts: (typeof cases)[number]["facts"]) =>
  checkListing({ ...listing, course: listing.course ?? undefined }, facts).report.findings.filter((f) => f.check === "contradictions" && f.outcome === "review")
    .length;
const size = (value: unknown) => JSON.stringify(value).length;

describe("builtin regeneration over the evaluation set", () => {
  it("writes each section anew (other text than stored, three times running), valid and contradicting no fact", () => {
    const unchanged: string[] = [];
    for (const c of cases) {
      let current = c.current;
      for (let variant = 0; variant < 3; variant++) {
        const { sections } = regenerateBuiltin(c.input, c.facts, { sections: sectionsOf(c), instruction: null, current, variant });
        for (const section of sectionsOf(c)) {
          // Empty optional lists (no selling points to write) may stay empty.
          const empty = Array.isArray(current[section]) && (current[section] as unknown[]).length === 0;
          if (!empty && JSON.stringify(sections[section]) === JSON.stringify(current[section])) unchanged.push(`${c.id} ${section} #${variant}`);
        }
        const next = { ...current, ...sections };
        expect(editableListingSchema.safeParse(next).success, c.id).toBe(true);
        expect(review(next, c.facts), c.id).toBeLessThanOrEqual(review(c.current, c.facts));
        current = next;
      }
    }
    expect(unchanged).toEqual([]);
  });

  it("follows shorter, playful, formal and an audience in the sections it rewrites", () => {
    for (const c of cases) {
      const ask = (instruction: string, section: ListingSection) =>
        regenerateBuiltin(c.input, c.facts, { sections: [section], instruction, current: c.current, variant: 0 }).sections[section];
      // A single line like "Covers 12 weeks" has nothing left to cut.
      for (const section of ["longDescription", "benefits", "features", "cta"] as const) {
        if (size(c.current[section]) > 40) expect(size(ask("shorter", section)), `${c.id} ${section}`).toBeLessThan(size(c.current[section]));
      }
      // A title that is only its lead ("Excel Course for Small Business Bookkeeping") has nothing to drop.
      const title = c.current.title;
      expect(size(ask("shorter", "title")), c.id).toBeLessThanOrEqual(size(title));
      if (/ – /.test(title)) expect(size(ask("shorter", "title")), c.id).toBeLessThan(size(title));
      expect(ask("more playful", "shortDescription"), c.id).toMatch(/[!?]/);
      expect(ask("more playful", "cta"), c.id).toMatch(/!$/);
      expect(JSON.stringify(ask("more formal", "longDescription")), c.id).not.toMatch(/!|\b(?:you|it|that)'(?:ll|s|re)\b/i);
      for (const section of ["title", "shortDescription", "benefits", "cta"] as const) {
        expect(JSON.stringify(ask("focus on busy parents", section)).toLowerCase(), `${c.id} ${section}`).toContain("busy parents");
      }
    }
  });
});
