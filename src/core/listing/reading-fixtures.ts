import { readingOf, type TaggedToken } from "./description-reading";
import type { ListingCategory } from "./types";

/**
 * Tagged sentences written out: "word/POS", sentences split by " | ", "~" before a token that
 * follows the previous one without a space ("Hand/PROPN ~-/PUNCT ~stitch/NOUN").
 */
function tagged(text: string): TaggedToken[][] {
  return text.split(" | ").map((sentence) =>
    sentence.split(" ").map((item, i) => {
      const joined = item.startsWith("~");
      const [value = "", pos = "X"] = item.replace(/^~/, "").split("/");
      return { value, pos, spaced: i > 0 && !joined && !/^[.,!?:;]$/.test(value) };
    }),
  );
}

/** A reading of hand-tagged sentences, for tests that must not depend on the tagger's moods. */
export const read = (text: string, category: ListingCategory = "course") => readingOf(tagged(text), category);
