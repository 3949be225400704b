import { describe, expect, it } from "vitest";
import { instructionProblem } from "./instruction-problem";
import { BUILTIN_UNDERSTANDS, INSTRUCTION_KINDS, INSTRUCTION_SET } from "./instruction-set";
import { parseInstruction, type ReadInstruction } from "./parse-instruction";

const DESCRIPTION =
  "A 52-week undated planner for busy teachers. Includes a printable version, salt and pepper tabs and 6 weeks of lesson plans. Made in GoodNotes.";
const read = (text: string | null) => parseInstruction(text, DESCRIPTION);
const nothing: ReadInstruction = { mentions: [], length: null, tone: null, audience: null, missing: [], unknown: [] };

describe("parseInstruction", () => {
  it.each<[string, Partial<ReadInstruction>]>([
    ["shorter", { length: "shorter" }],
    ["Make it shorter", { length: "shorter" }],
    ["Make it more concise please", { length: "shorter" }],
    ["a bit briefer.", { length: "shorter" }],
    ["cut it down", { length: "shorter" }],
    ["longer", { length: "longer" }],
    ["add more detail", { length: "longer" }],
    ["more detailed", { length: "longer" }],
    ["expand on it", { length: "longer" }],
    ["friendlier", { tone: "friendlier" }],
    ["warmer", { tone: "friendlier" }],
    ["more casual", { tone: "friendlier" }],
    ["less formal", { tone: "friendlier" }],
    ["more playful", { tone: "friendlier" }],
    ["More formal", { tone: "formal" }],
    ["more professional", { tone: "formal" }],
    ["Please make it a little more formal.", { tone: "formal" }],
    ["in a more formal tone", { tone: "formal" }],
    ["less casual", { tone: "formal" }],
    ["mention 6 weeks", { mentions: ["6 weeks"] }],
    ["include the printable version", { mentions: ["printable version"] }],
    ["add “GoodNotes”", { mentions: ["GoodNotes"] }],
    ["mention the lesson plan", { mentions: ["lesson plan"] }],
    ["focus on busy teachers", { audience: "busy teachers" }],
    ["for teachers and parents", { audience: "teachers and parents" }],
  ])("reads %j", (text, expected) => {
    expect(read(text)).toEqual({ ...nothing, ...expected });
  });

  it("reads combinations separated by commas, semicolons, 'and' and 'then'", () => {
    expect(read("shorter and friendlier")).toEqual({ ...nothing, length: "shorter", tone: "friendlier" });
    expect(read("Shorter and more fun, aimed at the new parents")).toEqual({ ...nothing, length: "shorter", tone: "friendlier", audience: "new parents" });
    expect(read("focus on Etsy sellers, and make it formal")).toEqual({ ...nothing, tone: "formal", audience: "Etsy sellers" });
    expect(read("mention 6 weeks; longer then more formal")).toEqual({ ...nothing, mentions: ["6 weeks"], length: "longer", tone: "formal" });
    // A phrase with "and" in it stays one phrase while the description has it so.
    expect(read("mention salt and pepper tabs, shorter")).toEqual({ ...nothing, mentions: ["salt and pepper tabs"], length: "shorter" });
    // Two phrases of the description after one "mention".
    expect(read("mention 6 weeks and GoodNotes")).toEqual({ ...nothing, mentions: ["6 weeks", "GoodNotes"] });
  });

  it("lets the later of two opposites win", () => {
    expect(read("shorter, no wait, longer").length).toBe("longer");
    expect(read("less formal, more playful").tone).toBe("friendlier");
    expect(read("friendlier and more formal").tone).toBe("formal");
  });

  it("matches phrases case-insensitively, plurals and punctuation aside", () => {
    expect(read("mention PRINTABLE VERSIONS").mentions).toEqual(["PRINTABLE VERSIONS"]);
    expect(read("mention 52 week").mentions).toEqual(["52 week"]);
    expect(read("mention goodnotes").missing).toEqual([]);
  });

  it("keeps what it cannot read, never drops it", () => {
    expect(read("rhyme like Shakespeare")).toEqual({ ...nothing, unknown: ["rhyme like Shakespeare"] });
    expect(read("shorter and translate it to French")).toEqual({ ...nothing, length: "shorter", unknown: ["translate it to French"] });
    expect(read("mention 6 weeks and rhyme it")).toEqual({ ...nothing, mentions: ["6 weeks"], unknown: ["rhyme it"] });
    expect(read("make it shorter for Etsy").unknown).toEqual(["make it shorter for Etsy"]);
    expect(read("focus on it")).toEqual({ ...nothing, unknown: ["focus on it"] });
  });

  it("reports phrases the description does not hold, whole", () => {
    expect(read("mention the free bonus")).toEqual({ ...nothing, missing: ["the free bonus"] });
    expect(read("mention lifetime updates and a money-back guarantee")).toEqual({ ...nothing, missing: ["lifetime updates and a money-back guarantee"] });
    expect(read("mention")).toEqual({ ...nothing, missing: [""] });
  });

  it("survives empty, markup, very long and odd input", () => {
    expect(read(null)).toEqual(nothing);
    expect(read("")).toEqual(nothing);
    expect(read("   \n\t ")).toEqual(nothing);
    expect(read("<script>alert(1)</script>").unknown).toEqual(["<script>alert(1)</script>"]);
    const long = `${"shorter ".repeat(20_000)}`;
    const started = performance.now();
    expect(read(long).unknown).toHaveLength(1);
    expect(read(",,, ;; and and").unknown.every((part) => part.trim().length > 0)).toBe(true);
    expect(read("mention (((((((((((((((((((((((((((((((( ").missing).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("instructionProblem", () => {
  it("has nothing to say about what the writer follows", () => {
    for (const text of [null, "", "shorter, friendlier", "mention 6 weeks", "focus on busy teachers"]) expect(instructionProblem(read(text))).toBeNull();
  });

  it("says plainly that other text needs a model provider, and names the set", () => {
    const message = instructionProblem(read("shorter and rhyme like a sonnet"));
    expect(message).toBe(
      `This instruction needs a model provider: “rhyme like a sonnet”. Without one, the built-in writer understands: ${BUILTIN_UNDERSTANDS}.`,
    );
    for (const kind of INSTRUCTION_KINDS) expect(message).toContain(INSTRUCTION_SET[kind].says);
  });

  it("names a phrase that is not in the description", () => {
    expect(instructionProblem(read("mention lifetime updates"))).toMatch(/^“lifetime updates” is not in the product's description\./);
    expect(instructionProblem(read("mention"))).toMatch(/Say what to mention/);
    expect(instructionProblem(read(`mention ${"x".repeat(150)}`))?.length).toBeLessThan(300);
  });
});
