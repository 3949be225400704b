import { describe, expect, it } from "vitest";
import { EVAL_CASES } from "../../../../eval/listing-cases";
import { checkListing } from "../../../core/listing/check-listing";
import { editableListingSchema, type EditableListing, type ListingSection } from "../../../core/listing/editable";
import { occursIn } from "../../../core/listing/parse-instruction";
import { toEditableCourse } from "../../listing/versions";
import { readFacts } from "../facts/read-facts";
import { generateBuiltin } from "./generate";
import { regenerateBuiltin } from "./regenerate";
import { textsOf } from "./rewrite/keep-facts";
import { sellerSentences } from "./rewrite/seller";

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
type Case = (typeof cases)[number];

const sectionsOf = (c: Case) => TEXT_SECTIONS.filter((s) => s !== "course" || c.current.course);
const findingsOf = (listing: EditableListing, c: Case, check: string) =>
  checkListing({ ...listing, course: listing.course ?? undefined }, c.facts)
    .report.findings.filter((f) => f.check === check && f.outcome === "review")
    .map((f) => f.message);
const wordsOf = (value: unknown): number => textsOf(value).join(" ").split(/\s+/).filter(Boolean).length;
const ask = (c: Case, instruction: string, sections: ListingSection[], current = c.current) => {
  const answer = regenerateBuiltin(c.input, c.facts, { sections, instruction, current, variant: 0 });
  return { ...answer, listing: { ...current, ...answer.sections } };
};
const CONTRACTION = /\b\p{L}+['’](?:ll|re|ve|m|d|t)\b|\b(?:it|that|there|here|what|who|let)['’]s\b/iu;
const PROSE = ["shortDescription", "longDescription", "whyChooseUs"] as const;

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
        expect(findingsOf(next, c, "contradictions").length, c.id).toBeLessThanOrEqual(findingsOf(c.current, c, "contradictions").length);
        current = next;
      }
    }
    expect(unchanged).toEqual([]);
  });

  it("shorter: fewer words, section by section and for the whole listing, and every key fact still covered", () => {
    for (const c of cases) {
      const covered = findingsOf(c.current, c, "facts-covered");
      // A single line like "Covers 12 weeks" has nothing left to cut.
      for (const section of ["longDescription", "benefits", "features", "cta"] as const) {
        const { listing } = ask(c, "shorter", [section]);
        if (wordsOf(c.current[section]) > 8) expect(wordsOf(listing[section]), `${c.id} ${section}`).toBeLessThan(wordsOf(c.current[section]));
        expect(findingsOf(listing, c, "facts-covered"), `${c.id} ${section}`).toEqual(covered);
      }
      const whole = ask(c, "make it shorter", sectionsOf(c));
      expect(wordsOf(sectionsOf(c).map((s) => whole.listing[s])), c.id).toBeLessThan(wordsOf(sectionsOf(c).map((s) => c.current[s])));
      expect(findingsOf(whole.listing, c, "facts-covered"), c.id).toEqual(covered);
      expect(editableListingSchema.safeParse(whole.listing).success, c.id).toBe(true);
    }
  });

  it("longer: more words, or a note saying why not; never a fact lost", () => {
    const longer: string[] = [];
    const tried: string[] = [];
    for (const c of cases) {
      for (const section of ["longDescription", "shortDescription", "benefits", "features"] as const) {
        const { listing, notes } = ask(c, "longer", [section]);
        tried.push(`${c.id} ${section}`);
        if (wordsOf(listing[section]) > wordsOf(c.current[section])) longer.push(`${c.id} ${section}`);
        else expect(notes.join(" "), `${c.id} ${section}`).toMatch(/could not be made longer/);
        expect(findingsOf(listing, c, "facts-covered"), `${c.id} ${section}`).toEqual(findingsOf(c.current, c, "facts-covered"));
      }
      const whole = ask(c, "more detail", sectionsOf(c));
      expect(wordsOf(sectionsOf(c).map((s) => whole.listing[s])), c.id).toBeGreaterThan(wordsOf(sectionsOf(c).map((s) => c.current[s])));
      expect(editableListingSchema.safeParse(whole.listing).success, c.id).toBe(true);
    }
    expect(longer.length / tried.length).toBeGreaterThan(0.8);
  });

  it("friendlier: warm prose (an opener, contractions or an exclamation); more formal: no contractions, no exclamation marks", () => {
    for (const c of cases) {
      const friendly = ask(c, "friendlier", sectionsOf(c));
      for (const section of PROSE) expect(friendly.listing[section], `${c.id} ${section}`).toMatch(/[!?]|['’]/);
      expect(friendly.listing.cta, c.id).toMatch(/!$/);
      expect(findingsOf(friendly.listing, c, "facts-covered"), c.id).toEqual(findingsOf(c.current, c, "facts-covered"));
      // From the friendly text back to a formal register.
      const formal = ask(c, "more professional", sectionsOf(c), friendly.listing);
      // The seller's quoted words (a print's slogan) keep their wording.
      const text = JSON.stringify(
        sectionsOf(c)
          .filter((s) => s !== "title" && s !== "keywords")
          .map((s) => formal.listing[s]),
      ).replace(/“[^”]*”/g, "");
      expect(text, c.id).not.toMatch(CONTRACTION);
      expect(text, c.id).not.toMatch(/!/);
      expect(findingsOf(formal.listing, c, "facts-covered"), c.id).toEqual(findingsOf(c.current, c, "facts-covered"));
    }
  });

  it("mention: the seller's sentence with the phrase in the section asked for, or in the long description of a whole listing", () => {
    for (const c of cases) {
      // A phrase of the seller's the listing may not have: the last three words of their longest sentence.
      const sentence = sellerSentences(c.input.description, c.facts)
        .filter((s) => s.whole && !s.aside)
        .sort((a, b) => b.text.length - a.text.length)[0];
      if (!sentence) continue;
      const words = sentence.text
        .replace(/[^\p{L}\d' -]+/gu, " ")
        .split(/\s+/)
        .filter(Boolean)
        .slice(-3);
      while (/^(?:and|or|the|a|an|of|to|in|with|for)$/i.test(words[0] ?? "")) words.shift();
      const phrase = words.join(" ");
      for (const section of ["longDescription", "shortDescription", "features", "benefits", "cta"] as const) {
        const { listing, problem } = ask(c, `mention ${phrase}`, [section]);
        expect(problem, c.id).toBeNull();
        expect(occursIn(phrase, JSON.stringify(listing[section])), `${c.id} ${section}: ${phrase}`).toBe(true);
      }
      const whole = ask(c, `include ${phrase}, shorter`, sectionsOf(c));
      expect(occursIn(phrase, whole.listing.longDescription), `${c.id}: ${phrase}`).toBe(true);
      expect(editableListingSchema.safeParse(whole.listing).success, c.id).toBe(true);
    }
  });

  it("puts a phrase in as a whole sentence of the seller's, not into a slot", () => {
    const c = cases.find((item) => item.id === "excel-bookkeeping");
    if (!c) throw new Error("no excel-bookkeeping case");
    const { listing } = ask(c, "mention hate spreadsheets", ["longDescription"]);
    expect(listing.longDescription).toContain("Perfect for sole traders and small business owners who hate spreadsheets.");
    const friendly = ask(c, "mention hate spreadsheets and friendlier", ["benefits"]);
    expect(friendly.listing.benefits).toContain("Perfect for sole traders and small business owners who hate spreadsheets");
  });

  it("keeps an audience, and says what it could not follow instead of dropping it", () => {
    for (const c of cases) {
      for (const section of ["title", "shortDescription", "benefits", "cta"] as const) {
        expect(JSON.stringify(ask(c, "focus on busy parents", [section]).listing[section]).toLowerCase(), `${c.id} ${section}`).toContain("busy parents");
      }
    }
    const [c] = cases;
    if (!c) throw new Error("no cases");
    const answer = ask(c, "rhyme like a sonnet", ["cta"]);
    expect(answer.problem).toMatch(/needs a model provider/);
    expect(answer.listing.cta).not.toBe(c.current.cta);
    expect(ask(c, "mention a lifetime of free updates", ["cta"]).problem).toMatch(/not in the product's description/);
  });
});
