import { describe, expect, it } from "vitest";
import { parsePgArray } from "./pg-array";

describe("parsePgArray", () => {
  it("reads unquoted and quoted items", () => {
    expect(parsePgArray("{a,b}")).toEqual(["a", "b"]);
    expect(parsePgArray('{"a","b"}')).toEqual(["a", "b"]);
    expect(parsePgArray(' { one , "two, three" } ')).toEqual(["one", "two, three"]);
  });

  it("unescapes quotes and backslashes inside quoted items", () => {
    expect(parsePgArray('{"say \\"hi\\"","back\\\\slash"}')).toEqual(['say "hi"', "back\\slash"]);
  });

  it("gives an empty list for {} and skips NULL elements", () => {
    expect(parsePgArray("{}")).toEqual([]);
    expect(parsePgArray("{a,NULL,b}")).toEqual(["a", "b"]);
    expect(parsePgArray('{"NULL"}')).toEqual(["NULL"]);
  });

  it("returns null for anything that is not brace-delimited", () => {
    expect(parsePgArray("a,b")).toBeNull();
    expect(parsePgArray('["a"]')).toBeNull();
  });
});
