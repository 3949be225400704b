import { describe, expect, it } from "vitest";
import { cleanList, joinList } from "./text-cleaning";

describe("cleanList: input shapes", () => {
  it("cleans each item of an array, recursively", () => {
    expect(cleanList(["• Daily pages", " 2. Habit tracker ", ["- Goal sheets"], 42, null, {}])).toEqual(["Daily pages", "Habit tracker", "Goal sheets", "42"]);
  });

  it("parses brace-delimited array text, quoted or not", () => {
    expect(cleanList('{"Daily pages","Habit tracker, undated"}')).toEqual(["Daily pages", "Habit tracker, undated"]);
    expect(cleanList("{Daily pages,Habit tracker}")).toEqual(["Daily pages", "Habit tracker"]);
    expect(cleanList("{}")).toEqual([]);
  });

  it("parses JSON array strings", () => {
    expect(cleanList('["1. First", "2. Second"]')).toEqual(["First", "Second"]);
  });

  it("treats a bracketed string that is not JSON as free text", () => {
    expect(cleanList("[draft] notes")).toEqual(["[draft] notes"]);
  });

  it("gives nothing for empty or non-list values", () => {
    for (const value of [undefined, null, "", "   ", {}, true, Number.NaN]) expect(cleanList(value)).toEqual([]);
  });
});

describe("cleanList: markers", () => {
  it.each([
    ["• Item", "Item"],
    ["- Item", "Item"],
    ["* Item", "Item"],
    ["· Item", "Item"],
    ["▪ Item", "Item"],
    ["✓ Item", "Item"],
    ["✔️ Item", "Item"],
    ["•Item", "Item"],
    ["1. Item", "Item"],
    ["12) Item", "Item"],
    ["(3) Item", "Item"],
    ["- 1. Item", "Item"],
    ["<li>Item</li>", "Item"],
  ])("strips %j", (raw, item) => {
    expect(cleanList(raw)).toEqual([item]);
  });

  it("keeps hyphens, decimals and emphasis that are part of the text", () => {
    expect(cleanList("-5% off all to-do lists")).toEqual(["-5% off all to-do lists"]);
    expect(cleanList("1.5x faster planning")).toEqual(["1.5x faster planning"]);
    expect(cleanList("**Bold** start")).toEqual(["**Bold** start"]);
  });

  it("splits an HTML list into its items", () => {
    expect(cleanList('<ul class="x"><li>One</li><li>Two</li></ul>')).toEqual(["One", "Two"]);
  });
});

describe("cleanList: splitting", () => {
  it("splits by blank lines and by lines", () => {
    expect(cleanList("First idea\n\nSecond idea")).toEqual(["First idea", "Second idea"]);
    expect(cleanList("- One\r\n- Two\n\n\n3. Three")).toEqual(["One", "Two", "Three"]);
  });

  const sentence = "This planner keeps every project, deadline and idea in one calm and tidy place.";

  it("splits one long paragraph into sentences when that gives 2-8 parts", () => {
    const text = `${sentence} It syncs with GoodNotes! Does it print? Yes, on A4 and Letter.`;
    expect(cleanList(text)).toEqual([sentence, "It syncs with GoodNotes!", "Does it print?", "Yes, on A4 and Letter."]);
  });

  it("does not cut at abbreviations followed by lower case", () => {
    const text = `${sentence} Add extras e.g. stickers and covers. Then export to print or share online with friends.`;
    expect(cleanList(text)).toHaveLength(3);
  });

  it("falls back to bullets, dashes and semicolons beyond 8 sentences", () => {
    const text = `${"Go. ".repeat(8)}Now. More — still; last • end ${"x".repeat(80)}`;
    expect(cleanList(text)).toEqual(["Go. Go. Go. Go. Go. Go. Go. Go. Now. More", "still", "last", `end ${"x".repeat(80)}`]);
  });

  it("splits a short paragraph by inline bullets, dashes and semicolons but not sentences", () => {
    expect(cleanList("Track habits; set goals - review weekly • celebrate")).toEqual(["Track habits", "set goals", "review weekly", "celebrate"]);
    expect(cleanList("Save time. Stay organised.")).toEqual(["Save time. Stay organised."]);
  });

  it("drops empties and duplicates", () => {
    expect(cleanList("A\n\n- \nA\n•\nB")).toEqual(["A", "B"]);
    expect(cleanList(["A", "A", " A "])).toEqual(["A"]);
  });
});

describe("joinList", () => {
  it("joins with a comma and a space", () => {
    expect(joinList(["Save time", "Stay focused"])).toBe("Save time, Stay focused");
    expect(joinList([])).toBe("");
  });
});
