import { describe, expect, it } from "vitest";
import { parseInstruction } from "./instruction";

describe("parseInstruction", () => {
  it.each([
    ["shorter", { shorter: true, tone: null, audience: null, understood: true }],
    ["Make it more concise please", { shorter: true, tone: null, audience: null, understood: true }],
    ["more playful", { shorter: false, tone: "playful", audience: null, understood: true }],
    ["More formal", { shorter: false, tone: "formal", audience: null, understood: true }],
    ["focus on busy teachers", { shorter: false, tone: null, audience: "busy teachers", understood: true }],
    ["Shorter and more fun, aimed at the new parents", { shorter: true, tone: "playful", audience: "new parents", understood: true }],
    ["focus on Etsy sellers, and make it formal", { shorter: false, tone: "formal", audience: "Etsy sellers", understood: true }],
    ["less formal, more playful", { shorter: false, tone: "playful", audience: null, understood: true }],
    ["more playful, for busy freelancers", { shorter: false, tone: "playful", audience: "busy freelancers", understood: true }],
  ])("reads %j", (text, expected) => {
    expect(parseInstruction(text)).toEqual(expected);
  });

  it("records what it cannot understand without inventing a rule", () => {
    expect(parseInstruction("rhyme like Shakespeare")).toEqual({ shorter: false, tone: null, audience: null, understood: false });
    expect(parseInstruction(null).understood).toBe(false);
    expect(parseInstruction("focus on it").audience).toBeNull();
  });
});
