import { describe, expect, it } from "vitest";
import { analyse } from "./analyse";

const posOf = (description: string, word: string) =>
  analyse(description)
    .sentences.flatMap((sentence) => sentence.tokens)
    .find((token) => token.normal === word)?.pos;

describe("a product's kind the tagger reads as a verb", () => {
  it("is a noun after a name or an adjective, and before 'of' at the start", () => {
    expect(posOf("Antique World Map, 1690. Restored from a scan.", "map")).toBe("NOUN");
    expect(posOf("Map of whisky distilleries with place names.", "map")).toBe("NOUN");
  });

  it("stays a verb when the seller tells the buyer to do it", () => {
    expect(posOf("Log each attack with its start and end time.", "log")).toBe("VERB");
    expect(posOf("Use the planner to log your runs.", "log")).toBe("VERB");
  });
});
