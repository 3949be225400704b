import { describe, expect, it } from "vitest";
import { written } from "./corpus-written";
import { CORPUS_CASES, type CorpusCase } from "../../../../../eval/corpus";
import type { FactSheet } from "../../../../core/listing/types";
import type { GeneratedListing } from "../../listing";

/**
 * Properties every listing must have, measured over the 150 descriptions of the development corpus
 * (issue 29: delivery follows format and apps, only contents are contents, no filler, honest print
 * advice). Each oracle reads the seller's text on its own terms, not through the reader under test.
 */
const cases = CORPUS_CASES;

const results = cases.map((c) => {
  const { facts, listing } = written(c);
  return { c, facts, listing };
});

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ");
const sentencesOf = (listing: GeneratedListing) =>
  [
    listing.title,
    listing.shortDescription,
    listing.longDescription,
    listing.cta,
    listing.whyChooseUs,
    ...listing.features,
    ...listing.benefits,
    ...listing.usp,
    ...listing.useCases,
  ]
    .flatMap((text) => (text ?? "").split(/(?<=[.!?])\s+|\n+/))
    .filter(Boolean);

/** "Not a printable product" and "no print will be posted" say nothing about printing it yourself. */
const saysPrintable = (text: string) => /\bprint(?:able|ed|ing|s)?\b/i.test(text.replace(/\b(?:not|no|non|n't)\b(?:[\s-]+\w+){0,2}?[\s-]+print\w*/gi, " "));
const WORKSPACE = /\b(?:google sheets|excel|airtable|notion|obsidian|spreadsheets?|apple numbers)\b/i;
const isWorkspaceProduct = (c: CorpusCase) =>
  c.category !== "course" && (WORKSPACE.test(plain(c.description)) || c.targetPlatform.includes("notion")) && !saysPrintable(plain(c.description));

/** Home printers stop at US Letter / A4; anything larger goes to a print shop. */
function largerThanHome(size: string): boolean {
  if (/^(?:A[0-3]|tabloid|ledger|legal)$/i.test(size)) return true;
  const m = /(\d+(?:\.\d+)?)\s?[x×]\s?(\d+(?:\.\d+)?)\s*(cm|mm|in)?/i.exec(size);
  if (!m) return false;
  const scale = m[3] === "cm" ? 1 / 2.54 : m[3] === "mm" ? 1 / 25.4 : 1;
  const [short, long] = [Number(m[1]) * scale, Number(m[2]) * scale].sort((a, b) => a - b) as [number, number];
  return short > 8.5 || long > 11.7;
}
const SIZE_TOKEN = /\b(?:A[0-6]|\d+(?:\.\d+)?\s?[x×]\s?\d+(?:\.\d+)?(?:\s?(?:cm|mm|in))?)\b/gi;
const AT_HOME = /\bat home\b|\bhome printer\b|\byour own printer\b|\bdesktop printer\b|\bprint\w* (?:it |them )?yourself\b/i;

/** Sentences that put a size a home printer cannot take, or a product with only such sizes, on a home printer. */
function homePrintedLarge(sentences: readonly string[], facts: Pick<FactSheet, "sizes">): string[] {
  const sizes = facts.sizes.filter((size) => !size.includes(":"));
  const onlyLarge = sizes.length > 0 && sizes.every(largerThanHome);
  // A clause sends sizes somewhere: "print 8x10 at home, and send 24x36 to a print shop" keeps 24x36 out of the home.
  const homeClause = (line: string) => line.split(/;|,\s+(?:and|but|while)\s/).find((clause) => AT_HOME.test(clause));
  return sentences.filter((line) => {
    const clause = homeClause(line);
    return clause !== undefined && (onlyLarge || (clause.match(SIZE_TOKEN) ?? []).some(largerThanHome));
  });
}

/** Lines that say nothing: a name with "Mentions" before it, "The artwork shows" and a name, the stock captions of a listing with no facts. */
const FILLER =
  /\bMentions \p{Lu}|\bThe artwork shows\b|Good to know: (?:Mentions|The artwork)|as described by its maker|described above in the seller's own facts|is described above, so you know/u;

const NEGATED_CANVA = /(?:\bnot|\bno|n't|\bwithout)\b(?:\s+\w+){0,3}\s+canva\b/i;
const isCanvaProduct = (c: CorpusCase) =>
  /\bcanva\b/i.test(c.fileFormats ?? "") || (/\bcanva\b/i.test(plain(c.description)) && !NEGATED_CANVA.test(plain(c.description)));

// The seller's family and story, what the product rules out, and who it is for are never parts of it.
const NOT_A_PART =
  /^(?:(?:my|our|his|her|their)\s+(?:mum|mom|mother|dad|father|parents?|family|husband|wife|partner|son|daughter|kids?|children|grand\w+|nan|brother|sister)|no|not|without|nothing|never|unframed)\b|^(?:[\w-]+\s+)?(?:mum|mom|dad|family|kids|children|husband|wife|parents|grandmother|grandma|students|teachers|clients)$/i;
const PEOPLE =
  /^\d[\d,.]*\+?\s+(?:\w+\s+)?(?:families|students|clients|customers|patients|kids|children|subscribers|followers|people|parents|titles|listings|novels)\b/i;

type Result = (typeof results)[number];
/** Each property names the first line of a listing that breaks it, or null; a test lists the listings that do. */
const failing = (property: (result: Result) => string | null | undefined, of: readonly Result[] = results) =>
  of.flatMap((result) => {
    const line = property(result);
    return line ? [`${result.c.id}: ${line}`] : [];
  });

const mentionsPrint = ({ listing }: Result) => sentencesOf(listing).find((line) => /\bprint/i.test(line));
/** A line that tells the buyer to print, not one that says no printing is needed. */
const toldToPrint = ({ listing }: Result) => sentencesOf(listing).find((line) => saysPrintable(line));
const homeLarge = ({ facts, listing }: Result) => homePrintedLarge(sentencesOf(listing), facts)[0];
const filler = ({ listing }: Result) => sentencesOf(listing).find((line) => FILLER.test(line));
function canvaWrong({ c, listing }: Result): string | null {
  const text = sentencesOf(listing).join(" ");
  const seller = plain(c.description);
  if (!/\b(?:edit|change|personali[sz]e|customi[sz]e)\w*\b[^.]*\bCanva\b/i.test(text)) return "never says the buyer edits it in Canva";
  const proNeeded = /\bCanva Pro\b/i.test(seller) && !/\bPro\b[^.]{0,12}\bnot\b|\bnot\b[^.]{0,20}\bPro\b|\bfree Canva\b/i.test(seller);
  if (/\bCanva Pro\b/.test(text) !== proNeeded) return proNeeded ? "drops the seller's 'Canva Pro needed'" : "asks for Canva Pro the seller does not need";
  return null;
}
const notContents = ({ facts }: Result) => facts.included.find((item) => NOT_A_PART.test(item)) ?? facts.counts.find((count) => PEOPLE.test(count));

describe("builtin writer over the 150-description corpus", () => {
  it("never tells the buyer of a Google Sheets, Excel, Notion or Airtable product to print it", () => {
    expect(
      failing(
        mentionsPrint,
        results.filter(({ c }) => isWorkspaceProduct(c)),
      ),
    ).toEqual([]);
  });

  it("tells the buyer to print a planner, course or template only when the seller says it is printable", () => {
    expect(
      failing(
        toldToPrint,
        results.filter(({ c }) => c.category !== "wallart" && !saysPrintable(plain(c.description))),
      ),
    ).toEqual([]);
  });

  it("never sends a size above Letter or A4 to a home printer", () => {
    expect(failing(homeLarge)).toEqual([]);
  });

  it("writes no filler line", () => {
    expect(failing(filler)).toEqual([]);
  });

  it("tells the buyer of a Canva template to edit it in Canva, and asks for Canva Pro only when the seller does", () => {
    expect(
      failing(
        canvaWrong,
        results.filter(({ c }) => isCanvaProduct(c)),
      ),
    ).toEqual([]);
  });

  it("lists as included only what the product contains", () => {
    expect(failing(notContents)).toEqual([]);
  });
});

describe("the corpus properties' oracles", () => {
  it("put Letter, A4 and smaller on a home printer and anything larger at a print shop", () => {
    expect(["A4", "A5", "US Letter", "8x10", "5x7", "8.5x11", "21x29.7 cm", "6x9"].filter(largerThanHome)).toEqual([]);
    expect(["A3", "A2", "11x14", "16x20", "18x24", "24x36", "50x70 cm", "12x16"].every(largerThanHome)).toBe(true);
  });

  it("catch a large size printed at home, and a product with only large sizes printed at home", () => {
    expect(homePrintedLarge(["Print the PDF at 8x10 or 24x36 at home or at a local print shop."], { sizes: ["8x10", "24x36"] })).toHaveLength(1);
    expect(homePrintedLarge(["Printable at home."], { sizes: ["24x36"] })).toHaveLength(1);
    expect(homePrintedLarge(["Print at home at 8x10, 11x14 or A3."], { sizes: ["8x10", "11x14", "A3"] })).toHaveLength(1);
    expect(
      homePrintedLarge(["Print 8x10 at home; take 24x36 to a print shop.", "Print 8x10 at home, and send 24x36 to a print shop."], {
        sizes: ["8x10", "24x36"],
      }),
    ).toEqual([]);
  });

  it("catch the filler the issue quotes", () => {
    expect(["Good to know: Mentions Jane Doe.", "Good to know: The artwork shows Manchester.", "Mentions Zotero."].every((line) => FILLER.test(line))).toBe(
      true,
    );
    expect(FILLER.test("Taught by Jane Doe.")).toBe(false);
  });

  it("tell a workspace product and a Canva template from the seller's words", () => {
    const c = (description: string, fileFormats: string | null = null): CorpusCase => ({
      id: "x",
      category: "planner",
      description,
      targetPlatform: [],
      fileFormats,
    });
    expect(isWorkspaceProduct(c("Budget spreadsheet for Google Sheets. Not a printable product."))).toBe(true);
    expect(isWorkspaceProduct(c("Budget spreadsheet for Excel, also printable."))).toBe(false);
    expect(isCanvaProduct(c("Client cards in Photoshop. Not editable in Canva."))).toBe(false);
    expect(isCanvaProduct(c("A Keynote kit; the file can't be opened in Canva."))).toBe(false);
    expect(isCanvaProduct(c("Instagram templates", "canva"))).toBe(true);
  });

  it("catch family, exclusions and people read as contents", () => {
    expect(["my mum", "our family", "No macros", "without a lab", "unframed"].every((item) => NOT_A_PART.test(item))).toBe(true);
    expect(["600 families", "140 titles", "28 students"].every((count) => PEOPLE.test(count))).toBe(true);
    expect(["weekly spread", "my vocal chain cheat sheet", "notes page"].some((item) => NOT_A_PART.test(item))).toBe(false);
  });
});
