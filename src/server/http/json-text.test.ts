import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, MAX_JSON_ITEMS, parseJsonText } from "./json-text";

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("parseJsonText", () => {
  it("takes nesting up to the limit and refuses one level more, counting no bracket inside a string", () => {
    expect(parseJsonText(nested(MAX_JSON_DEPTH))).not.toHaveProperty("problem");
    expect(parseJsonText(nested(MAX_JSON_DEPTH + 1))).toEqual({ problem: expect.stringMatching(/nested deeper/) });
    expect(parseJsonText(`{"text":"${"[".repeat(500)}\\"${"{".repeat(500)}"}`)).toEqual({ value: { text: `${"[".repeat(500)}"${"{".repeat(500)}` } });
    expect(parseJsonText("[".repeat(30_000) + "]".repeat(30_000))).toEqual({ problem: expect.stringMatching(/nested deeper/) });
  });

  it("takes an array or object of 10,000 items and refuses one more before parsing, counting no comma inside a string", () => {
    const items = (n: number) => Array.from({ length: n }, () => "1").join(",");
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `"k${i}":1`).join(",");
    const tooMany = { problem: "The request body has an array or object with more than 10,000 items" };
    expect(parseJsonText(`{"features":[${items(MAX_JSON_ITEMS)}]}`)).not.toHaveProperty("problem");
    expect(parseJsonText(`{"features":[${items(MAX_JSON_ITEMS + 1)}]}`)).toEqual(tooMany);
    expect(parseJsonText(`[[${items(MAX_JSON_ITEMS - 1)}],[${items(MAX_JSON_ITEMS - 1)}]]`)).not.toHaveProperty("problem");
    expect(parseJsonText(`{${fields(MAX_JSON_ITEMS + 1)}}`)).toEqual(tooMany);
    expect(parseJsonText(`["${",".repeat(MAX_JSON_ITEMS * 2)}"]`)).not.toHaveProperty("problem");
    // The audit's body: 700,000 numbers, refused by their count alone.
    expect(parseJsonText(`{"listing":{"features":[${items(700_000)}]}}`)).toEqual(tooMany);
  });

  it("refuses lone surrogates and NUL in values and keys, and keeps surrogate pairs", () => {
    for (const text of ['"\\ud800"', '["ok","\\udc00"]', '{"\\ud83d":1}', '"a\\ud83dz"', '{"x":"\\u0000"}', '{"\\u0000":1}']) {
      expect(parseJsonText(text), text).toEqual({ problem: expect.stringMatching(/surrogate|NUL/) });
    }
    expect(parseJsonText('{"name":"Ana \\ud83d\\ude00"}')).toEqual({ value: { name: "Ana 😀" } });
  });

  it("says when the text is not JSON at all", () => {
    expect(parseJsonText("{")).toEqual({ problem: "The request body is not valid JSON" });
  });
});
