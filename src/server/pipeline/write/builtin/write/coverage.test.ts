import { describe, expect, it } from "vitest";
import { CORPUS_CASES } from "../../../../../../eval/corpus";
import { readFacts } from "../../../read/facts/read-facts";
import type { GenerationInput } from "../../../listing";
import { generateBuiltin } from "../generate";
import type { Source } from "../types";
import { sellerSentences } from "./wording";

const write = (category: GenerationInput["category"], description: string) => {
  const input: GenerationInput = { description, category, targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 1 };
  const facts = readFacts(input);
  const listing = generateBuiltin(input, facts);
  return { facts, listing, text: JSON.stringify({ ...listing, keywords: [] }) };
};
// Two tests walk the whole corpus through the same input: each description is written once per
// file, by whichever runs first, which takes 3-6 s beside the rest of the suite (hence their timeout).
const corpusWrites = new Map<string, ReturnType<typeof write>>();
const writeCorpusCase = (c: (typeof CORPUS_CASES)[number]) => {
  const known = corpusWrites.get(c.id);
  if (known) return known;
  const fresh = write(c.category, c.description);
  corpusWrites.set(c.id, fresh);
  return fresh;
};

describe("the seller's sentence after a quote", () => {
  it("is reused without the dash it opened on ('— the line from …')", () => {
    const sentences = ["— the line from Pride and Prejudice, set in an elegant serif with a small flourish."];
    expect(sellerSentences({ sentences, facts: { names: [], negations: [] } } as unknown as Source)).toEqual([
      "The line from Pride and Prejudice, set in an elegant serif with a small flourish.",
    ]);
  });
});

describe("a seller's sentence full of names", () => {
  it("is still a sentence, reused whole rather than cut into 'Covers Seville or Valencia'", () => {
    const { text } = write(
      "course",
      "Medical Spanish for nurses moving to Madrid, Seville or Valencia. Twelve units of ward vocabulary, role plays and audio.",
    );
    expect(text).toContain("Medical Spanish for nurses moving to Madrid, Seville or Valencia.");
    expect(text).not.toMatch(/Covers (?:Seville|Valencia|Madrid)/);
  });
});

describe("names in a list after a colon", () => {
  it("are carried as the seller listed them, up to what describes each, not one at a time ('Features the Veneto.')", () => {
    const { text } = write(
      "wallart",
      "Wine regions of Italy map in a vintage cartographic style: Piedmont, Tuscany, the Veneto, Sicily, Puglia, Campania, Abruzzo and Friuli, each with its main grape varieties listed in a little cartouche. Sizes 18x24 and A2.",
    );
    for (const region of ["Piedmont", "Veneto", "Abruzzo", "Friuli"]) expect(text, region).toContain(region);
    expect(text).not.toMatch(/Features the Veneto|each with its main grape/);
  });
});

describe("how the product was made, with a name in it", () => {
  it("is said of the product, never dropped or left as a fragment", () => {
    const course = write(
      "course",
      "Filmed during a real loft conversion in a Victorian terrace in Bristol, this course covers planning, building control, steel beams, joists, insulation between rafters, dormer framing, roof lights, fire doors, the new staircase and plastering the finished room. 20 videos.",
    );
    expect(course.text).toContain("Bristol");
    expect(course.text).not.toMatch(/(?:^|\\n|\. )Filmed during/);
  });
});

describe("a quote's source in brackets", () => {
  it("follows the quote it cites ('… (Joshua 1:9, NIV)')", () => {
    const { listing } = write(
      "wallart",
      'Lion nursery print. The verse runs along the bottom: "Be strong and courageous." (Joshua 1:9, NIV) Sizes 8x10 and A4.',
    );
    expect(listing.features.join(" ")).toMatch(/“Be strong and courageous\.?” \(Joshua 1:9, NIV\)/);
  });
});

describe("a name only in someone's quoted words", () => {
  it("is their story, not a fact of a planner", () => {
    const { facts } = write(
      "planner",
      "A tasting journal for tea lovers and anyone who's ever said 'I had a lovely oolong in Taipei but forgot its name'. 60 pages, A5.",
    );
    expect(facts.keyFacts.map((fact) => fact.label)).not.toContain("Taipei");
  });
});

describe("a holiday the fields leave out", () => {
  it("is said as the gift it is when no sentence of the seller's carries it ('A Diwali gift')", () => {
    const { text } = write("wallart", "Lotus mandala print in gold on black. Lotus mandala art, gold on black, Diwali gift, printable A3.");
    expect(text).toMatch(/\bA Diwali gift\b/);
    expect(text).not.toMatch(/Features Diwali gift/);
  });
});

describe("a name the fields leave out", () => {
  it("is carried by the seller's own sentence when it reads as copy, never by 'Mentions' or 'The artwork shows'", () => {
    for (const [category, description, name] of [
      ["course", "Watercolour landscapes for beginners in six lessons. Taught by Jane Doe, a botanical illustrator with twenty years of classes.", "Jane Doe"],
      ["planner", "Bible study journal with prayer pages and sermon notes. Verse cards come in KJV and ESV versions for every week.", "ESV"],
      ["wallart", "Wine map print in a vintage style. The map shows Bordeaux, Burgundy and the Loire with their main grapes.", "Bordeaux"],
    ] as const) {
      const { text } = write(category, description);
      expect(text, description).not.toMatch(/Mentions \p{Lu}|The artwork shows/u);
      expect(text, description).toContain(name);
    }
  });

  it("is left out rather than carried by the seller's story, a question or a keyword line", () => {
    for (const [category, description, story] of [
      ["course", "Beginner violin course with slow play-along lessons. I have played in the orchestra of Brno for fifteen years.", "orchestra of Brno"],
      ["planner", "Houseplant care planner with watering logs. My flat in Bristol has sixty plants and my partner calls it a jungle.", "flat in Bristol"],
      ["wallart", "Desert dunes photo print. Ever wondered what Sossusvlei looks like at sunrise before the crowds arrive?", "Ever wondered"],
      ["wallart", "Lotus mandala print in gold on black. Lotus mandala art, gold on black, Diwali gift, printable A3.", "gold on black, Diwali gift"],
    ] as const) {
      const { text } = write(category, description);
      expect(text, description).not.toContain(story);
      expect(text, description).not.toMatch(/Mentions \p{Lu}|The artwork shows/u);
    }
  });
});

describe("the seller's own details", () => {
  const course = write(
    "course",
    "Build your first Android app in Kotlin. 40 short lessons and a quiz after each one. No programming experience needed, just a laptop and some patience. Requires Android Studio on Windows, macOS or Linux with 8 GB of memory. That turned into this course lol.",
  );

  it("carries the seller's clean sentences the listing does not say yet: requirements, what is needed, what comes with it", () => {
    expect(course.listing.longDescription).toContain("Requires Android Studio on Windows, macOS or Linux with 8 GB of memory.");
    expect(course.listing.longDescription).toContain("No programming experience needed, just a laptop and some patience.");
  });

  it("never a sentence that leans on the one before, and no sentence twice", () => {
    expect(course.listing.longDescription).not.toMatch(/turned into this course/);
    const sentences = course.listing.longDescription.split(/(?<=[.!])\s+/);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});

describe("the seller's own details, beside the modules", () => {
  it("never repeat a module line the course outline already lists", () => {
    const { listing } = write(
      "course",
      "Sailing for beginners, from the dock to your first solo sail.\n\nSections:\n1. Boat parts and words\n2. Knots and splices (a cheat card you will keep)\n3. Points of sail\n4. Tacking and gybing\n5. Safety and capsize drills\n\nOver 30 short videos, filmed on a real dinghy on Lake Windermere.",
    );
    expect(listing.longDescription).not.toMatch(/Knots and splices \(a cheat card/);
  });
});

describe("the seller's sentences the listing check would flag", () => {
  it("are not reused: 'framed by reeds' in prose for a print sold without a frame", () => {
    const { text } = write(
      "wallart",
      "Grey heron print in the style of a Japanese ink painting: a heron standing in shallow water, framed by reeds and willow branches, drawn in sepia ink. Sizes 8x10, 11x14 and A3. PDF download. No frame included.",
    );
    expect(text).not.toMatch(/framed by/);
  });
});

describe("the seller's details and the words that say nothing", { timeout: 60_000 }, () => {
  it("leave no corpus listing's long description under a quarter of the seller's description in words", () => {
    const thin = CORPUS_CASES.flatMap((c) => {
      const { listing } = writeCorpusCase(c);
      const ratio = listing.longDescription.split(/\s+/).length / c.description.split(/\s+/).length;
      return ratio < 0.25 ? [`${c.id}: ${ratio.toFixed(2)}`] : [];
    });
    expect(thin).toEqual([]);
  });

  it("never reuse a sentence that opens on its verb ('Is not include lessons')", () => {
    const { listing } = write(
      "planner",
      "Japanese study planner made by a Japanese teacher in Osaka. Is not include lessons, only the planner for organize your study. A4 printable.",
    );
    expect(listing.longDescription).not.toMatch(/Is not include/);
  });
});

describe("the features' counts", { timeout: 60_000 }, () => {
  it("are said once: no feature of a corpus listing only repeats the counts an earlier one gave", () => {
    const repeated = CORPUS_CASES.flatMap((c) => {
      const { listing, facts } = writeCorpusCase(c);
      return listing.features.flatMap((line, i) => {
        const named = facts.counts.filter((count) => line.includes(count));
        const before = listing.features.slice(0, i).join(" ");
        return /\b(?:in the course|in one download)$/.test(line) && named.length > 0 && named.every((count) => before.includes(count))
          ? [`${c.id}: ${line}`]
          : [];
      });
    });
    expect(repeated).toEqual([]);
  });
});
