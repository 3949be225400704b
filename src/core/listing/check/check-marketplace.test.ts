import { describe, expect, it } from "vitest";
import { aListing, someFacts } from "./check-fixtures";
import { checkListing } from "./check-listing";
import { MARKETPLACE_RULES, RULES_VERSION } from "../marketplace-rules";
import type { CheckId } from "../types";

const findingsOf = (result: ReturnType<typeof checkListing>, check: CheckId) => result.report.findings.filter((f) => f.check === check);

describe("checkListing on a clean listing", () => {
  it("passes every check and changes nothing", () => {
    const listing = aListing();
    const result = checkListing(listing, someFacts());
    expect(result.report.passed).toBe(true);
    expect(result.report.findings.every((f) => f.outcome === "passed")).toBe(true);
    expect(new Set(result.report.findings.map((f) => f.check)).size).toBe(result.report.findings.length);
    expect(result.listing).toEqual(listing);
  });
});

describe("the marketplace rules table", () => {
  it("dates every rule and stamps the report with its version", () => {
    for (const rule of Object.values(MARKETPLACE_RULES)) expect(Number.isNaN(Date.parse(rule.lastVerified))).toBe(false);
    expect(checkListing(aListing(), someFacts()).report.rulesVersion).toBe(RULES_VERSION);
  });
});

describe("Etsy title rules", () => {
  it("cuts a title over 140 characters at a word boundary", () => {
    const title = `Weekly Habit Tracker ${"Planner ".repeat(20)}`.trim();
    const result = checkListing(aListing({ title }), someFacts());
    expect(result.listing.title.length).toBeLessThanOrEqual(140);
    expect(title.startsWith(result.listing.title)).toBe(true);
    expect(result.listing.title.endsWith(" ")).toBe(false);
    expect(findingsOf(result, "title-length")[0]).toMatchObject({ outcome: "repaired", field: "title" });
  });

  it("keeps the first % : & + and rewrites the repeats", () => {
    const result = checkListing(aListing({ title: "Budget & Savings & Debt Planner: Goals: 50% Off 20% + Bonus + Extra" }), someFacts());
    const title = result.listing.title;
    for (const ch of ["&", ":", "%", "+"]) expect(title.split(ch).length - 1).toBeLessThanOrEqual(1);
    expect(title).toContain("Budget & Savings and Debt Planner");
    expect(findingsOf(result, "title-characters")[0]?.outcome).toBe("repaired");
  });

  it("removes the characters Etsy refuses ($ ^ \\ backtick)", () => {
    const result = checkListing(aListing({ title: "Budget Planner $ ^Savings\\ `Tracker`" }), someFacts());
    expect(result.listing.title).toBe("Budget Planner Savings Tracker");
    expect(findingsOf(result, "title-characters")[0]?.message).toMatch(/\$/);
  });
});

describe("title wording", () => {
  it("says a doubled phrase once, but keeps a doubled single word such as a place name", () => {
    const result = checkListing(aListing({ title: "Online Course Online Course for Beginners" }), someFacts());
    expect(result.listing.title).toBe("Online Course for Beginners");
    expect(result.report.findings).toContainEqual(expect.objectContaining({ check: "repeats", outcome: "repaired", field: "title" }));
    expect(checkListing(aListing({ title: "Bora Bora Beach Print" }), someFacts()).listing.title).toBe("Bora Bora Beach Print");
  });

  it("asks for a look at a title that lost its first word", () => {
    const result = checkListing(aListing({ title: "-Hour Online Yoga Teacher Training" }), someFacts());
    expect(result.report.findings).toContainEqual(expect.objectContaining({ check: "fragments", outcome: "review", field: "title" }));
    expect(checkListing(aListing({ title: "“Be Kind” Quote Print, A4" }), someFacts({ subject: "be kind" })).report.passed).toBe(true);
  });
});

describe("Etsy tag rules", () => {
  const tagsAfter = (keywords: string[]) => checkListing(aListing({ keywords }), someFacts()).listing.keywords;

  it("lower-cases, trims and drops exact repeats", () => {
    expect(tagsAfter(["  Habit Tracker ", "habit tracker", "Weekly  Planner"])).toEqual(["habit tracker", "weekly planner"]);
  });

  it("drops plural repeats", () => {
    expect(tagsAfter(["digital planner", "digital planners", "habit trackers", "habit tracker", "a4 planner"])).toEqual([
      "digital planner",
      "habit trackers",
      "a4 planner",
    ]);
  });

  it("strips a leading - or ' and keeps at most 13", () => {
    const many = Array.from({ length: 16 }, (_, i) => `tag number ${i}`);
    expect(tagsAfter(["-habit tracker", "'weekly planner"])).toEqual(["habit tracker", "weekly planner"]);
    expect(tagsAfter(many)).toHaveLength(13);
  });

  it("shortens a tag over 20 characters at a word boundary, or drops it", () => {
    expect(tagsAfter(["weekly habit tracker planner", "supercalifragilisticexpialidocious", "habit tracker"])).toEqual([
      "weekly habit tracker",
      "habit tracker",
    ]);
  });

  it("drops a tag that ends or starts on a joiner", () => {
    expect(tagsAfter(["planner for", "and habits", "habit tracker"])).toEqual(["habit tracker"]);
  });

  it("records each repair and passes when nothing was wrong", () => {
    const repaired = checkListing(aListing({ keywords: ["Habit Tracker", "habit trackers"] }), someFacts());
    expect(findingsOf(repaired, "tags").map((f) => f.outcome)).toEqual(["repaired"]);
    expect(findingsOf(checkListing(aListing(), someFacts()), "tags")).toEqual([expect.objectContaining({ outcome: "passed" })]);
  });
});

describe("Etsy tag characters", () => {
  const checked = (keywords: string[]) => checkListing(aListing({ keywords }), someFacts());

  it("writes & as “and” when the tag still fits, and drops it when not", () => {
    const result = checked(["xero & quickbooks", "mood & energy chart", "habit tracker"]);
    expect(result.listing.keywords).toEqual(["xero and quickbooks", "mood energy chart", "habit tracker"]);
    expect(findingsOf(result, "tag-characters").map((f) => f.outcome)).toEqual(["repaired", "repaired"]);
  });

  it("drops other refused marks, and a tag that has no sensible form without them", () => {
    expect(checked(["habit tracker!", "mum’s planner", "8.5x11 planner", "goodnotes/notability"]).listing.keywords).toEqual([
      "habit tracker",
      "mum's planner",
      "goodnotes notability",
    ]);
    expect(checked(["50-day challenge ™", "habit tracker"]).listing.keywords).toEqual(["50-day challenge ™", "habit tracker"]);
  });

  it("asks for review when no tag would be left", () => {
    const result = checked(["8.5x11"]);
    expect(result.listing.keywords).toEqual(["8.5x11"]);
    expect(findingsOf(result, "tag-characters")[0]?.outcome).toBe("review");
  });
});

describe("Udemy subtitle rule", () => {
  const course = (subtitle: string) =>
    aListing({ course: { subtitle, whatYouWillLearn: ["Build pivot tables from raw data"], curriculumDetails: [{ title: "Pivot tables" }] } });

  it("shortens a course subtitle over 120 characters at a word boundary", () => {
    const subtitle = `Learn Excel bookkeeping ${"for small business owners ".repeat(8)}`.trim();
    const result = checkListing(course(subtitle), someFacts({ category: "course" }));
    expect(result.listing.course?.subtitle?.length).toBeLessThanOrEqual(120);
    expect(findingsOf(result, "subtitle-length")[0]).toMatchObject({ outcome: "repaired", field: "course.subtitle" });
  });

  it("passes a short subtitle", () => {
    const result = checkListing(course("Bookkeeping in Excel for small businesses"), someFacts({ category: "course" }));
    expect(findingsOf(result, "subtitle-length")[0]?.outcome).toBe("passed");
  });
});
