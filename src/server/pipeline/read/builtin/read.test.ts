import { describe, expect, it } from "vitest";
import { written } from "../../write/builtin/corpus-written";
import { CORPUS_CASES } from "../../../../../eval/corpus";
import { readFacts } from "../facts/read-facts";
import type { GenerationInput } from "../../listing";
import { readSource } from "./read";

const source = (category: GenerationInput["category"], description: string) => {
  const input: GenerationInput = { description, category, targetPlatform: [], fileFormats: null, testimonial: null, imageCount: 1 };
  return readSource(input, readFacts(input));
};
const corpusFacts = CORPUS_CASES.map((c) => ({ id: c.id, facts: written(c).facts }));

describe("the places and works wall art shows", () => {
  it("are never a day, a holiday, a style, a brand or a heading's kind words", () => {
    const { places } = source(
      "wallart",
      "Jazz Club Wall Art in the Art Deco style, with the words 'Hot Jazz Every Friday' over the Brooklyn skyline. Sold on Etsy; a Christmas gift for music lovers. Sizes 8x10 and A4.",
    );
    expect(places).toContain("Brooklyn");
    for (const name of ["Art Deco", "Every Friday", "Christmas", "Etsy", "Jazz Club Wall Art"]) expect(places).not.toContain(name);
  });

  it("keep the place of a heading without its kind words ('Marrakech Wall Art' shows Marrakech)", () => {
    expect(source("wallart", "A travel poster in warm terracotta, Marrakech Wall Art with the minaret at dusk. Sizes 8x10 and A3.").places).toContain(
      "Marrakech",
    );
  });
});

describe("who the seller names as buyers", () => {
  it("never the seller's own people, a clause of the story, a phrase with a purpose or people at large", () => {
    for (const { id, facts } of corpusFacts)
      for (const who of facts.audience) expect(who, id).not.toMatch(/\b(?:I|me|my|our|we|us|for)\b|['‘’"“”]|^(?:people|team)$|^(?:an?|few|some) /i);
  });
});
