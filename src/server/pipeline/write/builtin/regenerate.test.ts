import { describe, expect, it } from "vitest";
import { EVAL_CASES } from "../../../../../eval/listing-cases";
import { checkListing } from "../../../../core/listing/check/check-listing";
import { editableListingSchema, type EditableListing, type ListingSection } from "../../../../core/listing/editable";
import { occursIn } from "../../../../core/listing/parse-instruction";
import { toEditableCourse } from "../../store/versions";
import { readFacts } from "../../read/facts/read-facts";
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
  // The offered titles are stored beside the listing, never in it.
  const { titleChoices: _offered, ...first } = generateBuiltin(input, facts);
  const current: EditableListing = { ...first, course: toEditableCourse(first.course), altTexts: ["", ""] };
  return { id: c.id, input, facts, current };
});
// The stored listing's own findings, read once per case: a rewrite may not add to them.
const baseline = new Map<string, { covered: string[]; contradictions: number }>();
type Case = (typeof cases)[number];

const sectionsOf = (c: Case) => TEXT_SECTIONS.filter((s) => s !== "course" || c.current.course);
const findingsOf = (listing: EditableListing, c: Case, check: string) =>
  checkListing({ ...listing, course: listing.course ?? undefined }, c.facts)
    .report.findings.filter((f) => f.check === check && f.outcome === "review")
    .map((f) => f.message);
const wordsOf = (value: unknown): number => textsOf(value).join(" ").split(/\s+/).filter(Boolean).length;
const before = (c: Case) => {
  const known = baseline.get(c.id);
  if (known) return known;
  const found = { covered: findingsOf(c.current, c, "facts-covered"), contradictions: findingsOf(c.current, c, "contradictions").length };
  baseline.set(c.id, found);
  return found;
};
const ask = (c: Case, instruction: string, sections: ListingSection[], current = c.current) => {
  const answer = regenerateBuiltin(c.input, c.facts, { sections, instruction, current, variant: 0 });
  return { ...answer, listing: { ...current, ...answer.sections } };
};
const CONTRACTION = /\b\p{L}+['’](?:ll|re|ve|m|d|t)\b|\b(?:it|that|there|here|what|who|let)['’]s\b/iu;
const PROSE = ["shortDescription", "longDescription", "whyChooseUs"] as const;

// One test per case and property: each is small, so a loaded machine does not push one past its timeout.
const lengthened: string[] = [];
const notLengthened: string[] = [];

describe.each(cases)("builtin regeneration of $id", (c) => {
  it("writes each section anew (other text than stored, three times running), valid and contradicting no fact", () => {
    const unchanged: string[] = [];
    let current = c.current;
    for (let variant = 0; variant < 3; variant++) {
      const { sections } = regenerateBuiltin(c.input, c.facts, { sections: sectionsOf(c), instruction: null, current, variant });
      for (const section of sectionsOf(c)) {
        // Empty optional lists (no selling points to write) may stay empty.
        const empty = Array.isArray(current[section]) && (current[section] as unknown[]).length === 0;
        if (!empty && JSON.stringify(sections[section]) === JSON.stringify(current[section])) unchanged.push(`${section} #${variant}`);
      }
      const next = { ...current, ...sections };
      expect(editableListingSchema.safeParse(next).success).toBe(true);
      expect(findingsOf(next, c, "contradictions").length).toBeLessThanOrEqual(before(c).contradictions);
      current = next;
    }
    expect(unchanged).toEqual([]);
  });

  it("shorter: fewer words, section by section and for the whole listing, and every key fact still covered", () => {
    // A single line like "Covers 12 weeks" has nothing left to cut.
    for (const section of ["longDescription", "benefits", "features", "cta"] as const) {
      const { listing } = ask(c, "shorter", [section]);
      if (wordsOf(c.current[section]) > 8) expect(wordsOf(listing[section]), section).toBeLessThan(wordsOf(c.current[section]));
      expect(findingsOf(listing, c, "facts-covered"), section).toEqual(before(c).covered);
    }
    const whole = ask(c, "make it shorter", sectionsOf(c));
    expect(wordsOf(sectionsOf(c).map((s) => whole.listing[s]))).toBeLessThan(wordsOf(sectionsOf(c).map((s) => c.current[s])));
    expect(findingsOf(whole.listing, c, "facts-covered")).toEqual(before(c).covered);
    expect(editableListingSchema.safeParse(whole.listing).success).toBe(true);
  });

  it("longer: more words, or a note saying why not; never a fact lost", () => {
    for (const section of ["longDescription", "shortDescription", "benefits", "features"] as const) {
      const { listing, notes } = ask(c, "longer", [section]);
      if (wordsOf(listing[section]) > wordsOf(c.current[section])) lengthened.push(`${c.id} ${section}`);
      else {
        notLengthened.push(`${c.id} ${section}`);
        expect(notes.join(" "), section).toMatch(/could not be made longer/);
      }
      expect(findingsOf(listing, c, "facts-covered"), section).toEqual(before(c).covered);
    }
    const whole = ask(c, "more detail", sectionsOf(c));
    expect(wordsOf(sectionsOf(c).map((s) => whole.listing[s]))).toBeGreaterThan(wordsOf(sectionsOf(c).map((s) => c.current[s])));
    expect(editableListingSchema.safeParse(whole.listing).success).toBe(true);
  });

  it("friendlier: warm prose (an opener, contractions or an exclamation); more formal: no contractions, no exclamation marks", () => {
    const friendly = ask(c, "friendlier", sectionsOf(c));
    for (const section of PROSE) expect(friendly.listing[section], section).toMatch(/[!?]|['’]/);
    expect(friendly.listing.cta).toMatch(/!$/);
    expect(findingsOf(friendly.listing, c, "facts-covered")).toEqual(before(c).covered);
    // From the friendly text back to a formal register; the seller's quoted words (a print's slogan) keep their wording.
    const formal = ask(c, "more professional", sectionsOf(c), friendly.listing);
    const text = JSON.stringify(
      sectionsOf(c)
        .filter((s) => s !== "title" && s !== "keywords")
        .map((s) => formal.listing[s]),
    ).replace(/“[^”]*”/g, "");
    expect(text).not.toMatch(CONTRACTION);
    expect(text).not.toMatch(/!/);
    expect(findingsOf(formal.listing, c, "facts-covered")).toEqual(before(c).covered);
  });

  it("mention: the seller's sentence with the phrase in the section asked for, or in the long description of a whole listing", () => {
    // A phrase of the seller's the listing may not have: the last words of their longest sentence.
    const sentence = sellerSentences(c.input.description, c.facts)
      .filter((s) => s.whole && !s.aside)
      .sort((a, b) => b.text.length - a.text.length)[0];
    if (!sentence) return;
    const words = sentence.text
      .replace(/[^\p{L}\d' -]+/gu, " ")
      .split(/\s+/)
      .filter(Boolean)
      .slice(-3);
    while (/^(?:and|or|the|a|an|of|to|in|with|for)$/i.test(words[0] ?? "")) words.shift();
    const phrase = words.join(" ");
    for (const section of ["longDescription", "shortDescription", "features", "benefits", "cta"] as const) {
      const { listing, problem } = ask(c, `mention ${phrase}`, [section]);
      expect(problem).toBeNull();
      expect(occursIn(phrase, JSON.stringify(listing[section])), `${section}: ${phrase}`).toBe(true);
    }
    const whole = ask(c, `include ${phrase}, shorter`, sectionsOf(c));
    expect(occursIn(phrase, whole.listing.longDescription), phrase).toBe(true);
    expect(editableListingSchema.safeParse(whole.listing).success).toBe(true);
  });

  it("keeps an audience", () => {
    for (const section of ["title", "shortDescription", "benefits", "cta"] as const) {
      expect(JSON.stringify(ask(c, "focus on busy parents", [section]).listing[section]).toLowerCase(), section).toContain("busy parents");
    }
  });
});

describe("builtin regeneration, over the set and by example", () => {
  it("makes most sections it is asked to lengthen longer (the rest say why)", () => {
    expect(lengthened.length + notLengthened.length).toBe(cases.length * 4);
    expect(lengthened.length / (lengthened.length + notLengthened.length)).toBeGreaterThan(0.8);
  });

  it("puts a phrase in as a whole sentence of the seller's, not into a slot", () => {
    const c = cases.find((item) => item.id === "excel-bookkeeping");
    if (!c) throw new Error("no excel-bookkeeping case");
    const { listing } = ask(c, "mention hate spreadsheets", ["longDescription"]);
    expect(listing.longDescription).toContain("Perfect for sole traders and small business owners who hate spreadsheets.");
    const friendly = ask(c, "mention hate spreadsheets and friendlier", ["benefits"]);
    expect(friendly.listing.benefits).toContain("Perfect for sole traders and small business owners who hate spreadsheets");
  });

  it("says what it could not follow instead of dropping it", () => {
    const [c] = cases;
    if (!c) throw new Error("no cases");
    const answer = ask(c, "rhyme like a sonnet", ["cta"]);
    expect(answer.problem).toMatch(/needs a model provider/);
    expect(answer.listing.cta).not.toBe(c.current.cta);
    expect(ask(c, "mention a lifetime of free updates", ["cta"]).problem).toMatch(/not in the product's description/);
  });
});
