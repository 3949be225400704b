import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, parseJsonText } from "./json-text";

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("parseJsonText", () => {
  it("takes nesting up to the limit and refuses one level more, counting no bracket inside a string", () => {
    expect(parseJsonText(nested(MAX_JSON_DEPTH))).not.toHaveProperty("problem");
    expect(parseJsonText(nested(MAX_JSON_DEPTH + 1))).toEqual({ problem: expect.stringMatching(/nested deeper/) });
    expect(parseJsonText(`{"text":"${"[".repeat(500)}\\"${"{".repeat(500)}"}`)).toEqual({ value: { text: `${"[".repeat(500)}"${"{".repeat(500)}` } });
    expect(parseJsonText("[".repeat(30_000) + "]".repeat(30_000))).toEqual({ problem: expect.stringMatching(/nested deeper/) });
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
