import { describe, expect, it } from "vitest";
import { written } from "../corpus-written";
import { CORPUS_CASES } from "../../../../../../eval/corpus";
import { readFacts } from "../../../read/facts/read-facts";
import type { GenerationInput } from "../../../listing";
import { generateBuiltin } from "../generate";

const write = (input: Pick<GenerationInput, "description" | "category"> & Partial<GenerationInput>) => {
  const full: GenerationInput = { targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 1, ...input };
  return generateBuiltin(full, readFacts(full));
};
const corpus = CORPUS_CASES.map((c) => ({ id: c.id, listing: written(c).listing }));
const openingOf = (text: string) => text.split("\n\n")[0] ?? "";

describe("the long description's opening paragraph", () => {
  it("carries the seller's own clean line on what the product is, after the writer's first sentence", () => {
    const listing = write({
      category: "wallart",
      description:
        "Lighthouse watercolour print. A red and white lighthouse stands on a granite headland while gulls circle over a pale green sea. Sizes 8x10 and A4, JPEG download.",
    });
    expect(openingOf(listing.longDescription)).toContain("A red and white lighthouse stands on a granite headland while gulls circle over a pale green sea.");
  });

  it("never reuses a sentence that leans on another, tells the seller's story, denies something or says how it is delivered", () => {
    for (const { id, listing } of corpus) {
      const [, ...reused] = openingOf(listing.longDescription).split(/(?<=[.!?])\s+(?=\p{Lu})/u);
      for (const sentence of reused.filter((line) => !line.startsWith("Use it to")))
        expect(sentence, id).not.toMatch(/^(?:That|It|They|Most|Also|And|But|So|After|Please|Note|No)\b|\b(?:I|my|our|we|lol|not|never)\b|n't\b|\bdownload\b/);
    }
  });

  it("says what the buyer can do with a verb of the seller's and nothing of the seller's own ('Use it to see my hands')", () => {
    for (const { id, listing } of corpus) {
      const purpose = /Use it to ([^.]+)\./.exec(listing.longDescription)?.[1];
      if (!purpose) continue;
      expect(purpose, id).not.toMatch(/\b(?:I|me|my|our|us|we)\b|[()]|,\s*(?:\d|you\b)/);
      expect(purpose, id).not.toMatch(/^(?:need|want|use|receive|hear|see|thank|pick|request|buy|hyperlinked|pass)\b/);
    }
  });
});

describe("articles", () => {
  it("never puts 'a' before art, which is not counted ('A Ganesha mandala art')", () => {
    const listing = write({ category: "wallart", description: "Lotus mandala art in gold on black, for a calm corner. Printable A3." });
    expect(JSON.stringify(listing)).not.toMatch(/\b[Aa]n? (?:[\p{L}-]+ ){0,3}(?:mandala )?art\b(?! (?:print|poster))/u);
  });
});

describe("frames that only repeat the subject", () => {
  it("are not written: no 'Every page is there for your …', no course call to action that starts with its own subject", () => {
    for (const { id, listing } of corpus) {
      expect(listing.whyChooseUs ?? "", id).not.toMatch(/\b(?:Every page is there for|Each page is about) your\b/);
      const subject = listing.title.split(/ (?:Course|Class|Bootcamp|Programme|Program)\b/)[0]?.toLowerCase() ?? "";
      if (listing.course && subject) expect((listing.cta ?? "").toLowerCase(), id).not.toContain(`start with ${subject} today`);
    }
  });
});

describe("a course's call to action", () => {
  it("over the corpus, starts with a first topic only when it is short, never 'start with what an index fund actually is and why … today'", () => {
    const long = corpus
      .filter(({ listing }) => listing.course)
      .flatMap(({ id, listing }) => {
        const topic = / start with (.+) today\.?$/.exec(listing.cta ?? "")?.[1];
        return topic && topic.split(/\s+/).length > 6 ? [`${id}: ${listing.cta}`] : [];
      });
    expect(long).toEqual([]);
  });
});

describe("agreement", () => {
  it("reads a canvas as one thing, not several ('These canvas are', 'print them')", () => {
    const listing = write({ category: "wallart", description: "Large abstract canvas in ochre and teal with soft edges. Sizes 24x36 in and A1." });
    expect(JSON.stringify(listing)).not.toMatch(/These canvas|canvas and print them/);
  });

  it("says 'an' before a style that starts with a vowel ('A abstract take on …')", () => {
    const listing = write({ category: "wallart", description: "Large abstract canvas in ochre and teal with soft edges. Sizes 24x36 in and A1." });
    expect(JSON.stringify(listing)).not.toMatch(/\bA [aeiou]\w+ take\b/i);
  });
});

describe("names in the parts", () => {
  it("keep their capitals when a part starts with one, beyond the names kept as facts", () => {
    const listing = write({
      category: "course",
      description:
        "Art of the Italian Renaissance in ten lectures. We visit Florence, Rome, Venice, Padua, Siena, Pisa, Urbino, Mantua, Ferrara, Milan, Naples and Assisi, then end with Venetian painting: Bellini, Giorgione and Titian.",
    });
    expect([listing.longDescription, ...listing.features].join("\n")).not.toMatch(/\bbellini\b/);
  });
});

describe("why choose it", () => {
  it("never says a style twice, a length as an adjective or 'a' before a vowel", () => {
    for (const { id, listing } of corpus) {
      expect(listing.whyChooseUs, id).not.toMatch(/\bA (\S+) take on (?:the )?\1\b/i);
      expect(listing.whyChooseUs, id).not.toMatch(/\d+-(?:day|week|month) of\b/);
      expect(listing.whyChooseUs, id).not.toMatch(/\ba [AEIO]\p{L}+ version\b/u);
      expect(listing.whyChooseUs, id).not.toMatch(/(?<![\p{L}-])one \p{L}+s\b(?<!ss)/u);
    }
  });
});

describe("the short description's audience", () => {
  it("is named once, even when a part already names it ('large print for seniors')", () => {
    const listing = write({
      category: "planner",
      description: "Recipe book printable with A-Z tabs and large print for seniors. 120 recipe pages, US Letter.",
    });
    expect(listing.shortDescription).toMatch(/for seniors/);
    expect(listing.shortDescription).not.toMatch(/for seniors for seniors/);
  });

  it("is never doubled anywhere in the corpus", () => {
    for (const { id, listing } of corpus) expect(listing.shortDescription, id).not.toMatch(/\b(for [\p{L} ]+?) \1\b/u);
  });
});

describe("a quote print's words", () => {
  it("are quoted by the long description's opening and not again by a line of ours, over the corpus", () => {
    const repeated = corpus.filter(
      ({ listing }) => /with the words “/.test(openingOf(listing.longDescription)) && /Features the words “/.test(listing.longDescription),
    );
    expect(repeated.map(({ id }) => id)).toEqual([]);
    expect(corpus.filter(({ listing }) => /with the words “/.test(openingOf(listing.longDescription))).length).toBeGreaterThan(3);
  });
});

describe("a one-line description that is the seller's heading", () => {
  it("is neither an action ('Use it to fly tying for beginners') nor repeated after the opening", () => {
    const listing = write({ category: "course", description: "knot tying for sailors - 20 essential knots, step by step" });
    expect(listing.longDescription).not.toMatch(/Use it to knot tying/i);
    expect(listing.longDescription).not.toMatch(/knot tying for sailors -/i);
  });
});
