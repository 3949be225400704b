import { describe, expect, it } from "vitest";
import { cleanInput } from "./clean-input";

describe("cleanInput", () => {
  it("strips tags, scripts and entities but keeps list items apart", () => {
    const { text, listLines } = cleanInput("<p>Soft &amp; calm</p><ul><li>Lion</li><li>Giraffe print</li></ul><script>alert(1)</script>");
    expect(text).toBe("Soft & calm. Lion. Giraffe print.");
    expect(listLines).toEqual(["Lion", "Giraffe print"]);
  });

  it("decodes the named entities sellers paste and never lets an unknown one through", () => {
    const { text } = cleanInput("Caf&eacute; menu &rarr; 3 pages &bogus; done");
    expect(text).toContain("Café menu → 3 pages");
    expect(text).not.toMatch(/&[a-z]+;/i);
  });

  it("reads pasted bullets, numbers and checkmarks as list lines", () => {
    expect(cleanInput("✅ Daily pages ✅ Weekly spreads").listLines).toEqual(["Daily pages", "Weekly spreads"]);
    expect(cleanInput("1. Budget tracker\n2. Bill log\n3. Savings goals").listLines).toEqual(["Budget tracker", "Bill log", "Savings goals"]);
    expect(cleanInput("What's inside:\n* Weekly layout\n* To-do list").text).toBe("Weekly layout. To-do list.");
  });

  it("never reads a sales page's section name as a list line, with or without its colon", () => {
    const { listLines } = cleanInput(
      "Bake bread at home.\n\nWHAT YOU'LL LEARN\nStarter care and feeding\nShaping a tight boule\nScoring and baking in a Dutch oven\n\nFAQ\nCurriculum\nWho it's for",
    );
    expect(listLines).toEqual(["Starter care and feeding", "Shaping a tight boule", "Scoring and baking in a Dutch oven"]);
  });

  it("brings shouting down to sentence case and keeps brands and acronyms", () => {
    expect(cleanInput("NOTION BUDGET PLANNER WITH PDF EXPORT. TRACK EVERY BILL").text).toBe("Notion budget planner with PDF export. Track every bill.");
    expect(cleanInput("The BEST goodnotes planner").text).toBe("The best GoodNotes planner.");
    // One shouted line in a calm text: "YOU'LL" and "THE" come down with the rest of it.
    expect(cleanInput("Grow oyster mushrooms on straw.\nSTOP WASTING THE SPAWN YOU'LL BUY\nTen lessons.").text).toBe(
      "Grow oyster mushrooms on straw. Stop wasting the spawn you'll buy. Ten lessons.",
    );
    // One shouted common word comes down; an acronym no dictionary knows stays ("NASA", "GCSE").
    expect(cleanInput("The BEST revision planner for GCSE students. Not endorsed by NASA.").text).toBe(
      "The best revision planner for GCSE students. Not endorsed by NASA.",
    );
    // The article "A" comes down too; a paper size ("A4") and "I" keep their capitals.
    expect(cleanInput("A CIRCUS PRINT WITH A BALANCING ELEPHANT AND A-Z LETTERS. I PRINT MINE ON A4 FOR A KIDS ROOM").text).toBe(
      "A circus print with a balancing elephant and A-Z letters. I print mine on A4 for a kids room.",
    );
  });

  it("drops placeholders, links and emoji", () => {
    const { text } = cleanInput("Cute 🌈 prints {{name}} undefined [object Object] see https://example.com lorem ipsum dolor");
    expect(text).toBe("Cute prints see.");
  });
});
