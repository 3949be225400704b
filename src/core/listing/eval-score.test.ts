import { describe, expect, it } from "vitest";
import { aListing } from "./check/check-fixtures";
import { scoreListing, sharedBullets } from "./eval-score";
import type { EvalCase } from "./types";

const aCase = (overrides: Partial<EvalCase> = {}): EvalCase => ({
  id: "case",
  category: "planner",
  description: "A weekly habit tracker for GoodNotes in A4.",
  targetPlatform: ["goodnotes"],
  fileFormats: "pdf",
  facts: ["a4", "goodnotes"],
  tags: ["habit tracker", "weekly planners", "bullet journal"],
  ...overrides,
});
const report = { passed: true, findings: [] };

describe("scoreListing", () => {
  it("finds the case's facts and counts its tags among the keywords, singular or plural", () => {
    const score = scoreListing(aCase({ facts: ["a4", "goodnotes", "6 weeks"] }), aListing(), report);
    expect(score.missingFacts).toEqual(["6 weeks"]);
    expect(score.tagsFound).toBe(2);
  });

  it("names generic tags", () => {
    expect(scoreListing(aCase(), aListing({ keywords: ["digital planner", "habit tracker", "Home Decor"] }), report).genericTags).toEqual([
      "digital planner",
      "Home Decor",
    ]);
  });

  it("checks every module topic is in the curriculum, in order", () => {
    const course = {
      curriculumDetails: [{ title: "Setting up your workbook" }, { title: "VLOOKUP and XLOOKUP", details: "Find prices fast" }, { title: "Pivot tables" }],
    };
    const inOrder = scoreListing(aCase({ modules: ["workbook", "VLOOKUP", "pivot table"] }), aListing({ course }), report);
    expect(inOrder).toMatchObject({ missingModules: [], modulesInOrder: true });
    const swapped = scoreListing(aCase({ modules: ["pivot tables", "workbook", "macros"] }), aListing({ course }), report);
    expect(swapped).toMatchObject({ missingModules: ["macros"], modulesInOrder: false });
  });
});

describe("sharedBullets", () => {
  it("lists a bullet found word for word in more than two listings, once per listing", () => {
    const stock = "Print at home or at a local print shop";
    const listings = [aListing({ features: [stock, stock] }), aListing({ benefits: [stock.toUpperCase()] }), aListing({ usp: [stock] })];
    expect(sharedBullets(listings, 2)).toContainEqual({ bullet: stock.toLowerCase(), listings: 3 });
    expect(sharedBullets(listings.slice(0, 2), 2).map((s) => s.bullet)).not.toContain(stock.toLowerCase());
  });
});
