import { describe, expect, it } from "vitest";
import { singular } from "./text";

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
