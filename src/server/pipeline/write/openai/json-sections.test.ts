import { describe, expect, it } from "vitest";
import { createSectionReader, type Member } from "./json-sections";

const listing = {
  title: 'The "Calm" Planner \\ for Notion',
  shortDescription: "Caf\u00e9 notes, r\u00e9sum\u00e9 pages and emoji \ud83d\ude00 {not a brace} [nor a bracket]",
  features: ["Weekly pages", 'Habit "streaks"', "Line one\nline two"],
  rating: 4.5,
  published: true,
  course: {
    subtitle: "Learn { and } and [ ] safely",
    curriculumDetails: [{ title: 'Module "1"', details: "Intro \\ basics" }],
    nested: { deeper: [[1, 2], { a: null }] },
  },
  empty: [],
  none: null,
};
const source = JSON.stringify(listing, null, 1);
const expected = Object.entries(listing);

function readInPieces(text: string, cuts: number[]): Member[] {
  const reader = createSectionReader();
  const members: Member[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    members.push(...reader.push(text.slice(from, cut)));
    from = cut;
  }
  return members;
}

describe("createSectionReader", () => {
  it("reads every member whole, with a chunk boundary at every position", () => {
    for (let cut = 0; cut <= source.length; cut++) expect(readInPieces(source, [cut])).toEqual(expected);
  });

  it("reads a character at a time, and with boundaries inside escapes and surrogate pairs", () => {
    const compact = JSON.stringify(listing);
    expect(
      readInPieces(
        compact,
        Array.from({ length: compact.length }, (_, i) => i),
      ),
    ).toEqual(expected);
    // Written out as \uXXXX escapes (as some models do), cut between the two halves of the emoji.
    const escaped = compact.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    const inside = escaped.indexOf("\\ude00") + 3;
    expect(readInPieces(escaped, [escaped.indexOf("\\ud83d") + 1, inside])).toEqual(expected);
    expect(readInPieces(escaped, [escaped.indexOf("\\u00e9") + 2])).toEqual(expected);
  });

  it("hands over each section as soon as its value is complete, before the rest arrives", () => {
    const text = JSON.stringify({ title: "Weekly Planner", features: ["a b c", "d e f"], rating: 5, course: null });
    const reader = createSectionReader();
    const titleEnd = text.indexOf('"Weekly Planner"') + '"Weekly Planner"'.length;
    expect(reader.push(text.slice(0, titleEnd - 1))).toEqual([]);
    expect(reader.push(text.slice(titleEnd - 1, titleEnd))).toEqual([["title", "Weekly Planner"]]);
    const listEnd = text.indexOf("]") + 1;
    expect(reader.push(text.slice(titleEnd, listEnd))).toEqual([["features", ["a b c", "d e f"]]]);
    // A number is only known to be complete at the comma after it.
    const numberEnd = text.indexOf("5") + 1;
    expect(reader.push(text.slice(listEnd, numberEnd))).toEqual([]);
    expect(reader.push(",")).toEqual([["rating", 5]]);
    expect(reader.push(text.slice(numberEnd + 1))).toEqual([["course", null]]);
  });

  it("skips a code fence around the object and ignores what follows it", () => {
    const fenced = "```json\n" + JSON.stringify({ title: "A" }) + '\n```\n{"title": "B"}';
    expect(readInPieces(fenced, [3, 9])).toEqual([["title", "A"]]);
  });

  it("stops quietly on malformed input, keeping what was complete", () => {
    expect(readInPieces('{"title": "A", oops: 1, "cta": "B"}', [5])).toEqual([["title", "A"]]);
    expect(readInPieces('{"title": "A\\x", "cta": "B"}', [])).toEqual([]);
    expect(readInPieces('{"title": tru, "cta": "B"}', [])).toEqual([]);
    expect(readInPieces("not json at all", [])).toEqual([]);
  });
});
