import { describe, expect, it } from "vitest";
import { isRecord, numberField, textField, toRecord } from "./record";

describe("records", () => {
  it("accepts plain objects only", () => {
    expect([isRecord({}), isRecord([]), isRecord(null), isRecord("{}")]).toEqual([true, false, false, false]);
  });

  it("parses JSON object text and refuses everything else", () => {
    expect(toRecord('{"a":1}')).toEqual({ a: 1 });
    expect(toRecord({ a: 1 })).toEqual({ a: 1 });
    for (const value of ["[1]", "not json", '"text"', "", null, 5, [{}]]) expect(toRecord(value)).toBeNull();
  });

  it("reads the first string field of several spellings", () => {
    expect(textField({ avatar_url: " x " }, "avatarUrl", "avatar_url")).toBe("x");
    expect(textField({ avatarUrl: 3 }, "avatarUrl")).toBeUndefined();
  });

  it("reads finite numbers, also from numeric text", () => {
    expect([numberField(40), numberField("55"), numberField(" "), numberField("x"), numberField(Number.NaN), numberField(null)]).toEqual([
      40,
      55,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
