import { describe, expect, it } from "vitest";
import { aListing, someFacts } from "./check/check-fixtures";
import {
  categoryAsTopic,
  factsMissing,
  fragments,
  illegalTags,
  measureProperties,
  offTopicTags,
  PROPERTY_IDS,
  tagsWithoutSubject,
  titleMissesSubject,
  titleRepeatedWords,
  titleStockOnly,
  typosCopied,
} from "./listing-properties";
import { summariseProperties } from "./property-summary";
import { read } from "./reading-fixtures";
import type { FactSheet } from "./types";

const texts = (offences: Array<{ text: string }>) => offences.map((o) => o.text);
const course = (overrides: Partial<FactSheet> = {}) => someFacts({ category: "course", keyFacts: [], names: [], ...overrides });
const wallart = (overrides: Partial<FactSheet> = {}) => someFacts({ category: "wallart", keyFacts: [], names: [], ...overrides });

describe("(a) the title names the subject", () => {
  const titled = (title: string) => aListing({ title });

  it("fails a title that misses the reader's subject, and passes one that names it", () => {
    const facts = someFacts({ subject: "houseplant care" });
    expect(texts(titleMissesSubject(titled("Planner for GoodNotes and Notability"), facts))).toEqual(["Planner for GoodNotes and Notability"]);
    expect(titleMissesSubject(titled("Houseplant Care Planner for GoodNotes"), facts)).toEqual([]);
    expect(titleMissesSubject(titled("Excel Course for Small Business Bookkeeping"), course({ subject: "small-business bookkeeping" }))).toEqual([]);
  });

  it("counts a category word, a stock word or a broad audience as no subject", () => {
    expect(titleMissesSubject(titled("Online Course"), course({ subject: "online course" }))[0]?.why).toMatch(/category word/);
    expect(titleMissesSubject(titled("Course for People"), course({ subject: "people" }))[0]?.why).toMatch(/broad audience/);
    expect(titleMissesSubject(titled("Whole Course for Beginners"), course({ subject: "whole" }))).toHaveLength(1);
  });

  it("without a subject, fails a title of stock words and (with the description read) one naming none of its salient nouns", () => {
    expect(titleMissesSubject(titled("Online Course"), course({ subject: null }))).toHaveLength(1);
    expect(titleMissesSubject(titled("Digital Planner – Hyperlinked Tabs and Daily Pages"), someFacts({ subject: null }))).toEqual([]);
    const reading = read(
      "Rust/PROPN for/ADP backend/NOUN devs/NOUN coming/VERB from/ADP Go/VERB ,/PUNCT Node/PROPN or/CCONJ Python/PROPN ./PUNCT | Not/PART a/DET beginner/NOUN programming/NOUN course/NOUN ./PUNCT | We/PRON build/VERB a/DET Rust/PROPN service/NOUN ./PUNCT",
    );
    const facts = course({ subject: "programming" });
    expect(titleMissesSubject(titled("Programming Course"), facts, { reading })[0]?.why).toMatch(/rust/);
    expect(titleMissesSubject(titled("Rust Backend Course for Go and Python Devs"), facts, { reading })).toEqual([]);
  });

  it("asks for the name when the reader was unsure, and holds the title to a name the creator gave", () => {
    expect(titleMissesSubject(titled("Ukulele Course"), course({ subject: "ukulele", subjectSure: false }))[0]?.why).toMatch(/not sure/);
    const named = { productName: "Ukulele for Retirees" };
    expect(titleMissesSubject(titled("Same Gentle Class"), course({ subject: "same gentle" }), named)).toHaveLength(1);
    expect(titleMissesSubject(titled("Ukulele for Retirees – 12 Songs, 4 Chords"), course({ subject: "same gentle", subjectSure: false }), named)).toEqual([]);
  });
});

describe("(b) titles of stock words only", () => {
  it.each([
    ["Online Course", course()],
    ["Course for Beginners", course()],
    ["Program – 8 Week", course()],
    ["Planner for GoodNotes and Notability", someFacts()],
    ["Kit for GoodNotes and Notability", someFacts()],
    ["Wall Art Print – 8x10, 11x14, A4", wallart()],
  ])("fails “%s”", (title, facts) => {
    expect(texts(titleStockOnly(aListing({ title }), facts))).toEqual([title]);
  });

  it.each([
    ["Excel Course for Small Business Bookkeeping", course()],
    ["Houseplant Care Planner for GoodNotes", someFacts()],
    ["Octopus Illustration – Printable Wall Art", wallart()],
  ])("passes “%s”", (title, facts) => {
    expect(titleStockOnly(aListing({ title }), facts)).toEqual([]);
  });
});

describe("(c) a word repeated in the title", () => {
  const repeats = (title: string, facts = wallart()) => titleRepeatedWords(aListing({ title }), facts);

  it("fails a title that says a word twice, singular or plural", () => {
    expect(repeats("White Brushstroke White Abstract Brushstroke Print")[0]?.why).toBe("it repeats “white”, “brushstroke”");
    expect(repeats("Octopus Vulgarism Octopus Illustration")).toHaveLength(1);
    expect(repeats("Safari Print – Nursery Prints, Set of 3")).toHaveLength(1);
  });

  it("passes short function words, pronouns and the seller's own quote", () => {
    expect(repeats("Black and White Abstract Brushstroke Print – Set of 3 and A4")).toEqual([]);
    expect(repeats("She Believed She Could, So She Did Quote Print")).toEqual([]);
    expect(repeats("Roll Up, Roll Up Circus Poster", wallart({ quotes: ["Roll up, roll up!"] }))).toEqual([]);
    expect(repeats("Roll Up, Roll Up Circus Poster")).toHaveLength(1);
  });
});

describe("(d) a category word used as a topic", () => {
  const topics = (keywords: string[], facts = course()) => texts(categoryAsTopic(aListing({ keywords }), facts));

  it("fails a subject or a tag whose topic is a category word or nobody", () => {
    expect(topics([], course({ subject: "online course" }))).toEqual(["online course"]);
    expect(topics(["online course lessons", "course for people", "people programme", "ukulele course"])).toEqual([
      "online course lessons",
      "course for people",
      "people programme",
    ]);
    expect(topics(["tracker spreadsheet", "journal planner"], someFacts())).toEqual(["tracker spreadsheet", "journal planner"]);
  });

  it("passes generic category tags and a topic framed by packaging, rooms or styles", () => {
    expect(topics(["online course", "self-paced course", "course for beginners", "ukulele course", "dashboard course"])).toEqual([]);
    expect(topics(["digital planner", "printable planner", "planner pages", "habit tracker"], someFacts())).toEqual([]);
    expect(topics(["art prints", "kitchen art print", "printable wall art", "photo print"], wallart())).toEqual([]);
  });
});

describe("(e) at least three tags carry the subject", () => {
  const facts = course({ subject: "small business bookkeeping" });

  it("counts the tags with the subject's head word or two of its words", () => {
    expect(tagsWithoutSubject(aListing({ keywords: ["bookkeeping course", "excel bookkeeping", "business bookkeeping", "small business"] }), facts)).toEqual(
      [],
    );
    expect(texts(tagsWithoutSubject(aListing({ keywords: ["bookkeeping course", "small business", "excel course", "vlookup"] }), facts))).toEqual([
      "1 of 4 tags",
    ]);
  });

  it("fails when there is no subject to carry, unless the description's salient nouns stand in", () => {
    const keywords = ["ukulele course", "learn ukulele", "ukulele for seniors", "online course"];
    expect(tagsWithoutSubject(aListing({ keywords }), course({ subject: "same gentle" }))).toHaveLength(1);
    const reading = read(
      "I/PRON started/VERB teaching/NOUN ukulele/NOUN at/ADP our/PRON community/NOUN centre/NOUN ,/PUNCT that/SCONJ same/ADJ gentle/ADJ class/NOUN ./PUNCT",
    );
    expect(tagsWithoutSubject(aListing({ keywords }), course({ subject: "same gentle" }), { reading })).toEqual([]);
  });
});

describe("(f) tags on a non-topic word", () => {
  const reading = read(
    "Octopus/PROPN illustration/NOUN in/ADP the/DET style/NOUN of/ADP a/DET natural/ADJ history/NOUN plate/NOUN ./PUNCT | Sepia/PROPN ink/NOUN ,/PUNCT Latin/PROPN label/NOUN underneath/ADP ./PUNCT | Moody/PROPN ,/PUNCT great/ADJ for/ADP bathrooms/NOUN and/CCONJ studies/NOUN ./PUNCT",
    "wallart",
  );
  const facts = wallart({ subject: "octopus" });

  it("fails a tag whose words beyond the stock frame hold no noun the description is about", () => {
    const keywords = ["latin gift", "great for bathrooms", "octopus print", "sepia ink wall art", "bathroom decor"];
    expect(texts(offTopicTags(aListing({ keywords }), facts, { reading }))).toEqual(["latin gift", "great for bathrooms"]);
  });

  it("judges nothing without the description read", () => {
    expect(offTopicTags(aListing({ keywords: ["latin gift"] }), facts)).toEqual([]);
  });

  it("reads a style as a frame like 'retro' ('mid-century wall art'), not as a word the tag is about", () => {
    const keywords = ["mid-century wall art", "scandinavian octopus print", "mid-century latin print"];
    expect(texts(offTopicTags(aListing({ keywords }), facts, { reading }))).toEqual(["mid-century latin print"]);
  });

  it("reads 'zip' as a fastener where the description never uses it for a file ('an invisible zip'), as packaging where it does", () => {
    const course = { ...facts, category: "course" as const, subject: "dressmaking" };
    const sewing = read(
      "Sew/VERB a/DET dress/NOUN with/ADP an/DET invisible/ADJ zip/NOUN ./PUNCT | You/PRON need/VERB an/DET invisible/ADJ zip/NOUN ./PUNCT",
      "course",
    );
    const filed = read(
      "Sew/VERB a/DET dress/NOUN with/ADP an/DET invisible/ADJ zip/NOUN ./PUNCT | The/DET patterns/NOUN come/VERB as/ADP a/DET zip/NOUN file/NOUN ./PUNCT",
      "course",
    );
    const keywords = ["invisible zip"];
    expect(offTopicTags(aListing({ keywords }), course, { reading: sewing })).toEqual([]);
    expect(texts(offTopicTags(aListing({ keywords }), course, { reading: filed }))).toEqual(["invisible zip"]);
  });

  it("counts an app the seller names as on topic ('photoshop course'), and only a named one", () => {
    const withApp = { ...facts, apps: ["Photoshop"] };
    expect(offTopicTags(aListing({ keywords: ["photoshop course", "illustrator course"] }), withApp, { reading })).toEqual([
      expect.objectContaining({ text: "illustrator course" }),
    ]);
  });
});

describe("a quote print's subject is the words it prints", () => {
  const reading = read("NOT/PART TODAY/NOUN typography/NOUN print/NOUN ,/PUNCT bold/ADJ red/ADJ letters/NOUN ./PUNCT", "wallart");
  const printed = wallart({ subject: "not today", quotes: ["NOT TODAY"] });

  it("holds the title and tags to the quote's words, and counts 'quote print' as on topic", () => {
    expect(titleMissesSubject(aListing({ title: "Not Today Quote Print – 11x14" }), printed, { reading })).toEqual([]);
    expect(titleMissesSubject(aListing({ title: "Bold Red Letters Print – 11x14" }), printed, { reading })).toHaveLength(1);
    const keywords = ["not today print", "not today poster", "today sign", "quote print", "great for walls"];
    expect(tagsWithoutSubject(aListing({ keywords }), printed, { reading })).toEqual([]);
    expect(texts(offTopicTags(aListing({ keywords }), printed, { reading }))).toEqual(["great for walls"]);
  });

  it("is no free pass: a subject the quotes do not hold is judged as any other", () => {
    const stray = wallart({ subject: "not yesterday", quotes: ["NOT TODAY"] });
    expect(titleMissesSubject(aListing({ title: "Not Yesterday Print" }), stray, { reading })[0]?.why).toMatch(/not a noun/);
    expect(texts(offTopicTags(aListing({ keywords: ["quote print"] }), stray, { reading }))).toEqual(["quote print"]);
  });
});

describe("(g) Etsy-illegal tags", () => {
  it("fails refused characters and two tags that differ by a plural", () => {
    const offences = illegalTags(
      aListing({ keywords: ["mood & energy chart", "8.5x11 planner", "habit tracker", "habit trackers", "mum's planner", "30-day challenge"] }),
    );
    expect(texts(offences)).toEqual(["mood & energy chart", "8.5x11 planner", "habit trackers"]);
    expect(offences[0]?.why).toBe("Etsy refuses “&”");
  });
});

describe("(h) fragments, (i) facts missing, (j) typos copied", () => {
  it("finds the fragments the listing check finds, in bullets and the title", () => {
    const listing = aListing({ title: "-Hour Online Yoga Teacher Training", features: ["Weekly pages with a habit grid", "Weekly pages for planning and"] });
    expect(texts(fragments(listing, someFacts()))).toEqual(["-Hour Online Yoga Teacher Training", "Weekly pages for planning and"]);
    expect(fragments(aListing(), someFacts())).toEqual([]);
  });

  it("finds a fact the reader found that no field carries", () => {
    const facts = someFacts({ keyFacts: [{ id: "duration:6-weeks", kind: "duration", label: "6 weeks", matches: ["6 weeks", "6-week"] }] });
    expect(texts(factsMissing(aListing(), facts))).toEqual(["6 weeks"]);
    expect(factsMissing(aListing({ cta: "Start your 6-week plan today." }), facts)).toEqual([]);
  });

  it("finds a corrected typo the listing still carries", () => {
    const facts = course({ corrections: [{ from: "beginers", to: "beginners" }] });
    expect(texts(typosCopied(aListing({ features: ["Fly tying for Beginers, step by step"] }), facts))).toEqual(["beginers"]);
    expect(typosCopied(aListing({ features: ["Fly tying for beginners, step by step"] }), facts)).toEqual([]);
  });
});

describe("measureProperties", () => {
  it("returns every metric, all empty for a clean listing", () => {
    const listing = aListing({
      title: "Weekly Habit Tracker for GoodNotes – A4 Digital Planner",
      keywords: ["habit tracker", "habit planner", "weekly habit log", "goodnotes planner"],
    });
    const results = measureProperties(listing, someFacts());
    expect(Object.keys(results)).toEqual(PROPERTY_IDS);
    expect(Object.values(results).flat()).toEqual([]);
  });
});

describe("summariseProperties", () => {
  it("reports a share target as the share of clean listings and a zero target as the offences", () => {
    const clean = measureProperties(aListing({ title: "Weekly Habit Tracker for GoodNotes – A4 Digital Planner" }), someFacts());
    const stock = measureProperties(aListing({ title: "Planner for GoodNotes and Notability" }), someFacts());
    const rows = [
      { id: "clean", category: "planner" as const, results: clean },
      { id: "stock", category: "planner" as const, results: stock },
    ];
    const figures = summariseProperties(rows);
    expect(figures.find((f) => f.id === "title-subject")).toMatchObject({ figure: "50 %", target: "≥ 97 %", met: false, failing: 1 });
    expect(figures.find((f) => f.id === "title-stock-only")).toMatchObject({ figure: "1 (1)", target: "0", met: false });
    expect(figures.find((f) => f.id === "title-stock-only")?.examples).toEqual([
      { id: "stock", text: "Planner for GoodNotes and Notability", why: "every word of it is a stock word" },
    ]);
    expect(figures.find((f) => f.id === "typos-copied")).toMatchObject({ figure: "0", met: true });
  });
});
