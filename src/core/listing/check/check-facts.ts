import { dropItem } from "./check-bullets";
import { sentenceLabel, fieldLabel, getList, LIST_FIELDS } from "../fields";
import { listingTexts, type CheckedListing } from "../listing-shape";
import type { CheckStep } from "../step";
import { titleMissesSubject } from "../listing-subject";
import type { CheckFinding, FactSheet, KeyFact } from "../types";
import { keyWords, occurrences, quote } from "../text";

/** The key facts (count, size, duration…) that no text of the listing carries. */
export function missingFacts(listing: CheckedListing, facts: FactSheet): KeyFact[] {
  const texts = listingTexts(listing).map(keyWords);
  const covered = (matches: string[]) => matches.map(keyWords).some((m) => texts.some((t) => occurrences(t, m).length > 0));
  return facts.keyFacts.filter((fact) => !covered(fact.matches.length ? fact.matches : [fact.label]));
}

/**
 * Every key fact appears somewhere in the listing, and the subject in the title: a listing whose
 * title misses what the product is does not carry its first fact (issue 29).
 */
export const checkFactsCovered: CheckStep = (listing, facts) => {
  const findings: CheckFinding[] = missingFacts(listing, facts).map((fact) => ({
    check: "facts-covered",
    outcome: "review",
    message: `The description mentions ${fact.label}; no field says so.`,
  }));
  if (titleMissesSubject(listing, facts).length)
    findings.push({
      check: "facts-covered",
      outcome: "review",
      field: "title",
      message: "The title does not say what the product is, so not every key fact is in place.",
    });
  return { listing, findings };
};

interface Claim {
  phrase: string[];
  /** As written in the fact sheet, for the message. */
  text: string;
  /** Why it is false, for the creator. */
  because: string;
}

const NEGATORS = new Set(["not", "no", "without", "isn't", "aren't", "doesn't", "don't", "never", "excluding", "except", "un"]);
const PRINT_WORDS = ["print", "printable", "printed", "printing", "printer"];
const FRAME_WORDS = ["frame", "framed", "framing"];

function claimsOf(facts: FactSheet): Claim[] {
  const claims: Claim[] = facts.negations.flatMap((n) =>
    n.forbidden.map((phrase) => ({ phrase: keyWords(phrase), text: phrase, because: `the description says ${quote(n.label)}` })),
  );
  const noFrame = facts.negations.find((n) => /\bframes?\b/i.test(n.label));
  if (noFrame) claims.push(...FRAME_WORDS.map((w) => ({ phrase: [w], text: w, because: `the description says ${quote(noFrame.label)}` })));
  if (facts.delivery === "duplicate")
    claims.push(...PRINT_WORDS.map((w) => ({ phrase: [w], text: w, because: "this product is duplicated into an app, not printed" })));
  return claims.filter((c) => c.phrase.length > 0);
}

/** A claim stated, not denied: "for beginners" counts, "not for beginners" and "frame not included" do not. */
function stated(words: string[], claim: Claim): boolean {
  return occurrences(words, claim.phrase).some((at) => {
    const before = words.slice(Math.max(0, at - 3), at);
    const after = words.slice(at + claim.phrase.length, at + claim.phrase.length + 2);
    return !before.some((w) => NEGATORS.has(w)) && !after.some((w) => w === "not" || w === "excluded");
  });
}

function textFields(listing: CheckedListing): Array<[string, string]> {
  const c = listing.course;
  return [
    ["title", listing.title],
    ["shortDescription", listing.shortDescription],
    ["longDescription", listing.longDescription],
    ["cta", listing.cta ?? ""],
    ["whyChooseUs", listing.whyChooseUs ?? ""],
    ["course.subtitle", c?.subtitle ?? ""],
    ["course.courseDescription", c?.courseDescription ?? ""],
    ...(c?.curriculumDetails ?? []).map((m): [string, string] => ["course.curriculumDetails", `${m.title}. ${m.details ?? ""}`]),
  ];
}

/** Whether a text claims what the fact sheet rules out ("framed" of a print sold with no frame). */
export function claimsAgainst(text: string, facts: FactSheet): boolean {
  const words = keyWords(text);
  return claimsOf(facts).some((claim) => stated(words, claim));
}

/** Nothing claims what the fact sheet rules out; a false bullet or tag is dropped, false prose is flagged. */
export const checkContradictions: CheckStep = (listing, facts) => {
  const claims = claimsOf(facts);
  if (!claims.length) return { listing, findings: [] };
  const falseClaim = (text: string) => {
    const words = keyWords(text);
    return claims.find((c) => stated(words, c));
  };
  const findings: CheckFinding[] = [];
  let next = listing;
  for (const field of LIST_FIELDS) {
    for (let i = getList(next, field).length - 1; i >= 0; i--) {
      const text = getList(next, field)[i] ?? "";
      const claim = falseClaim(text);
      if (!claim) continue;
      const dropped = dropItem(next, field, i);
      if (dropped) next = dropped;
      const what = `${quote(text)} in ${fieldLabel(field)}`;
      findings.push({
        check: "contradictions",
        outcome: dropped ? "repaired" : "review",
        field,
        message: dropped ? `Dropped ${what}: ${claim.because}.` : `${what} is not true: ${claim.because}.`,
      });
    }
  }
  const keywords = next.keywords.filter((tag) => !falseClaim(tag));
  if (keywords.length < next.keywords.length) {
    findings.push({
      check: "contradictions",
      outcome: "repaired",
      field: "keywords",
      message: `Dropped the tags ${next.keywords
        .filter((t) => !keywords.includes(t))
        .map(quote)
        .join(", ")}: they claim what the description rules out.`,
    });
    next = { ...next, keywords };
  }
  for (const [field, text] of textFields(next)) {
    const claim = falseClaim(text);
    if (claim)
      findings.push({ check: "contradictions", outcome: "review", field, message: `${sentenceLabel(field)} says ${quote(claim.text)}, but ${claim.because}.` });
  }
  return { listing: next, findings };
};
