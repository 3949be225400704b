import { describe, expect, it } from "vitest";
import { generatedListingSchema, KEYWORD_LIMIT, KEYWORD_MAX_LENGTH, TITLE_MAX_LENGTH } from "../listing";
import { ALL_FIXTURES, COURSES, EDGE_CASES, PLANNERS, WALL_ART } from "./fixtures";
import { generateBuiltin } from "./generate";
import { qualityProblems } from "./quality";

describe("generateBuiltin", () => {
  describe.each([
    ["planner", PLANNERS],
    ["wall art", WALL_ART],
    ["course", COURSES],
    ["edge case", EDGE_CASES],
  ])("%s inputs", (_kind, fixtures) => {
    it.each(fixtures.map((fixture) => [fixture.name, fixture.input] as const))("%s: parses and meets the quality bar", (_name, input) => {
      const listing = generateBuiltin(input);
      expect(generatedListingSchema.safeParse(listing).success).toBe(true);
      expect(listing.title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
      expect(listing.keywords.length).toBeLessThanOrEqual(KEYWORD_LIMIT);
      expect(listing.keywords.every((keyword) => keyword.length <= KEYWORD_MAX_LENGTH)).toBe(true);
      expect(qualityProblems(listing, input)).toEqual([]);
    });
  });

  it("is deterministic", () => {
    for (const { input } of ALL_FIXTURES) expect(generateBuiltin(input)).toEqual(generateBuiltin(structuredClone(input)));
  });

  it("builds the title from the main noun phrase and the platform", () => {
    const [habit] = PLANNERS;
    expect(habit && generateBuiltin(habit.input).title).toMatch(/^Weekly Habit Tracker for Notion\b/);
  });

  it("makes a full listing from a three-word description", () => {
    const listing = generateBuiltin({ ...emptyInput, description: "Notion budget planner", targetPlatform: ["notion"] });
    expect(listing.title).toBe("Budget Planner for Notion");
    expect(listing.keywords).toEqual(expect.arrayContaining(["budget planner", "notion", "digital planner"]));
    expect(listing.features.length).toBeGreaterThanOrEqual(4);
  });

  it("turns pasted bullets into features and strips markup", () => {
    const listing = generateBuiltin({
      ...emptyInput,
      category: "wallart",
      fileFormats: "png",
      description: "<p>Boho <b>sun</b> prints</p><ul><li>Set of 3 prints</li><li>Terracotta palette</li></ul><script>alert(1)</script>",
    });
    expect(listing.features).toContain("Set of 3 prints");
    expect(listing.features.some((feature) => feature.startsWith("Terracotta palette"))).toBe(true);
    expect(JSON.stringify(listing)).not.toMatch(/alert|<|>/);
  });

  it("does not shout back an all-caps description", () => {
    const listing = generateBuiltin({ ...emptyInput, description: "NOTION MEAL PLANNER WITH GROCERY LIST AND RECIPE DATABASE", targetPlatform: ["notion"] });
    expect(listing.title).toMatch(/^Notion Meal Planner|^Meal Planner for Notion/);
    expect(listing.longDescription).not.toMatch(/GROCERY|RECIPE/);
  });

  it("writes course details with unnumbered modules", () => {
    const [python] = COURSES;
    const course = python && generateBuiltin(python.input).course;
    expect(course?.curriculumDetails.length).toBeGreaterThanOrEqual(4);
    expect(course?.curriculumDetails.map((module) => module.title)).toContain("Getting Started with Python");
    expect(course?.subtitle).toMatch(/^Learn Python/);
  });

  it("answers UK spelling with UK spelling", () => {
    const listing = generateBuiltin({ ...emptyInput, description: "A colour-coded planner to organise your favourite routines", fileFormats: "pdf" });
    const { keywords: _keywords, ...copy } = listing;
    expect(JSON.stringify(copy)).toMatch(/organis/);
    expect(JSON.stringify(copy)).not.toMatch(/organiz|\bcolor\b|favorite/);
  });

  it("adds no course details outside the course category", () => {
    for (const { input } of [...PLANNERS, ...WALL_ART]) expect(generateBuiltin(input).course).toBeUndefined();
  });
});

const emptyInput = {
  description: "",
  category: "planner",
  targetPlatform: [],
  fileFormats: null,
  testimonial: null,
  imageCount: 1,
} satisfies Parameters<typeof generateBuiltin>[0];
