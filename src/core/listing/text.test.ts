import { describe, expect, it } from "vitest";
import { singular, wordFamily } from "./text";

describe("singular: one plural rule for the reader and the checks", () => {
  it("drops -s, -es after a sibilant and turns -ies into -y", () => {
    expect(["weeks", "planners", "watches", "boxes", "diaries"].map(singular)).toEqual(["week", "planner", "watch", "box", "diary"]);
  });

  it("turns the -f plurals back into -f or -fe, and leaves regular -ves words alone", () => {
    expect(["loaves", "Shelves", "knives", "leaves"].map(singular)).toEqual(["loaf", "Shelf", "knife", "leaf"]);
    expect(["curves", "gloves", "olives", "valves"].map(singular)).toEqual(["curve", "glove", "olive", "valve"]);
  });

  it("keeps words that only look plural", () => {
    expect(["class", "bus", "analysis", "yes"].map(singular)).toEqual(["class", "bus", "analysis", "yes"]);
  });
});

describe("wordFamily: one key for the forms of a word", () => {
  it("gives a verb, its -ing and -er nouns and its -ation noun one key", () => {
    for (const forms of [
      ["run", "runs", "running", "runner"],
      ["narrate", "narrated", "narration"],
      ["tile", "tiles", "tiling"],
      ["speak", "speaking", "speakers"],
      ["present", "presentations"],
    ])
      expect(new Set(forms.map(wordFamily)), forms.join(" ")).toHaveProperty("size", 1);
  });

  it("keeps different words apart and short words whole", () => {
    expect(wordFamily("tile")).not.toBe(wordFamily("title"));
    expect(wordFamily("thing")).toBe("thing");
    expect(wordFamily("bus")).toBe("bus");
  });
});
