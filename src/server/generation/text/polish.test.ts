import { describe, expect, it } from "vitest";
import { asSentence } from "./polish";

describe("asSentence", () => {
  it("drops a dangling word at the end of a clause", () => {
    expect(asSentence("A planner for busy parents with")).toBe("A planner for busy parents.");
  });

  it("keeps a short word that closes a bracket ('(36x12 in)')", () => {
    expect(asSentence("A lunar phases chart (36x12 in)")).toBe("A lunar phases chart (36x12 in).");
  });
});
