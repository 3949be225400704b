import { describe, expect, it } from "vitest";
import { fitsHomePrinter, readCounts, readDurations, readSizes, readYears } from "./measures";

describe("fitsHomePrinter", () => {
  it("puts Letter, A4 and smaller on a home printer", () => {
    for (const size of ["A4", "A5", "A6", "US Letter", "Half Letter", "5x7", "8x10", "8.5x11", "4x6", "6x9", "20x25 cm", "21x29.7 cm"])
      expect(fitsHomePrinter(size), size).toBe(true);
  });

  it("sends anything larger to a print shop, whichever way round or unit", () => {
    for (const size of ["A3", "A2", "A1", "Tabloid", "11x14", "16x20", "18x24", "24x36", "36x24 in", "50x70 cm", "30x40 cm", "11x17", "12x16"])
      expect(fitsHomePrinter(size), size).toBe(false);
  });

  it("says nothing of a ratio", () => {
    expect(fitsHomePrinter("2:3 ratio")).toBeNull();
  });

  it("classifies every size the reader finds", () => {
    const sizes = readSizes("Comes in 5x7, 8x10 in, 50x70 cm, A4 and A2, 2:3 ratio.").map((m) => m.label);
    expect(sizes.map((size) => [size, fitsHomePrinter(size)])).toEqual([
      ["5x7", true],
      ["8x10 in", true],
      ["50x70 cm", false],
      ["2:3 ratio", null],
      ["A4", true],
      ["A2", false],
    ]);
  });
});

describe("readSizes", () => {
  it("never reads a language level ('A2–B1 level', 'CEFR B2') as a paper size, and still reads the paper beside it", () => {
    expect(readSizes("For learners at roughly A2–B1 level. Workbook in A4.").map((m) => m.label)).toEqual(["A4"]);
    expect(readSizes("Aimed at CEFR B2 learners; a B2 level mock exam is included.").map((m) => m.label)).toEqual([]);
    expect(readSizes("Posters in A2 and A3.").map((m) => m.label)).toEqual(["A2", "A3"]);
  });
});

describe("the seller's own history", () => {
  it("is not how long the product runs", () => {
    const durations = (text: string) => readDurations(text).map((m) => m.label);
    expect(durations("It took us eleven months to find all his accounts. This binder has 12 monthly sections.")).toEqual([]);
    expect(durations("I've been teaching for 15 years, and I spent 6 months building this. A 6-week programme.")).toEqual(["6-week programme"]);
    expect(durations("I've recorded 8 hours of video for you.")).toEqual(["8 hours of video"]);
  });
});

describe("counts", () => {
  it("read a resolution as no count and a set once", () => {
    const counts = (text: string) => readCounts(text).map((m) => m.label);
    expect(counts("Set of 3 prints: 3 prints, each in 8x10. 300 dpi PNG files, 72 ppi previews.")).toEqual(["set of 3 prints"]);
    expect(counts("Set of 4 cards and 12 stickers.")).toEqual(["set of 4 cards", "12 stickers"]);
  });

  it("read a number that follows a name mid-sentence as the name's version, not a count ('the Microsoft 365 tools')", () => {
    const counts = (text: string) => readCounts(text).map((m) => m.label);
    expect(counts("All inside the Microsoft 365 tools you already use, or in Resolve 19 projects.")).toEqual([]);
    expect(counts("A budget kit. Includes 12 monthly sheets and 4 cash envelopes.")).toEqual(["12 monthly sheets", "4 cash envelopes"]);
  });
});

describe("counts that are not what the buyer gets", () => {
  const counts = (text: string) => readCounts(text).map((m) => m.label);

  it("are things the text refers to ('the four seasons'), and one set said twice is counted once", () => {
    expect(counts("A world map whose borders are decorated with the four seasons and the four elements. 3 sizes.")).toEqual(["3 sizes"]);
    expect(counts("Shadow journal with 300+ deep prompts. Inside: 300+ guided prompts in 10 themes.")).toEqual(["300 deep prompts", "10 themes"]);
  });

  it("and a unit a product counts in is no length ('0.1 hr increments', '15 minute blocks')", () => {
    const durations = (text: string) => readDurations(text).map((m) => m.label);
    expect(durations("Billable hours tracker for lawyers, 0.1 hr increments, 15 minute blocks for calls.")).toEqual([]);
    expect(durations("A 12-week plan with 30 minute sessions.")).not.toEqual([]);
  });
});

describe("how often, and how long a task takes", () => {
  it("are not how long the product runs, while a span to learn in still is", () => {
    const durations = (text: string) => readDurations(text).map((m) => m.label);
    expect(durations("Is your baby waking every 45 minutes? Feed each 3 hours.")).toEqual([]);
    expect(durations("Learn to structure any talk in 20 minutes.")).toEqual([]);
    expect(durations("Learn conversational Spanish in 30 days.")).toEqual(["30 days"]);
  });
});

describe("years", () => {
  it("are the product's edition, not the seller's record ('Pass rate of our students in 2024: 93%')", () => {
    const years = (text: string) => readYears(text).map((m) => m.label);
    expect(years("Exam prep with 400 questions. Pass rate of our students in 2024: 93%.")).toEqual([]);
    expect(years("Dated 2026 planner, January to December.")).toEqual(["2026"]);
  });
});
