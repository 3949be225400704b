import { describe, expect, it } from "vitest";
import { readFacts } from "../read/facts/read-facts";
import { writeAltTexts } from "./alt-text";

const facts = (category: "planner" | "wallart" | "course", description: string, targetPlatform: string[] = [], fileFormats: string | null = "pdf") =>
  readFacts({ category, description, targetPlatform, fileFormats, testimonial: null, imageCount: 1 });

describe("writeAltTexts", () => {
  it("describes the cover first, then the parts the seller named, each text different and within 250 characters", () => {
    const planner = facts("planner", "A weekly Notion planner with habit tracking and goal pages", ["notion"]);
    const alts = writeAltTexts(planner, "Weekly Notion Planner", 4, ["Habit tracker with streaks", "Goal pages with milestones"]);
    // The product as the reader names it ("habit tracking planner"), whatever words it chose.
    expect(alts[0]).toBe(`Cover of the ${planner.product}, a PDF download for Notion, with an overview of what is inside`);
    expect(alts[1]).toBe(`Inside the ${planner.product}: habit tracker with streaks`);
    expect(alts[3]).toMatch(new RegExp(`^A closer look at a page of the ${planner.product}`));
    expect(new Set(alts).size).toBe(4);
  });

  it("speaks of prints for wall art and lessons for a course, never of pages it cannot know", () => {
    const art = writeAltTexts(facts("wallart", "A set of 3 botanical line-art prints in A4 and US Letter sizes"), "Prints", 3);
    expect(art[0]).toMatch(/^Preview of the .*prints, a printable PDF in A4 and US Letter/);
    expect(art.slice(1).join(" ")).not.toMatch(/page/);
    const course = facts("course", "A six-week online course for beginners. Lessons cover budgeting basics, saving plans and investing first steps.", [], null);
    const lessons = writeAltTexts(course, "Money Course", 2);
    expect(lessons[0]).toBe(`Overview of the ${course.product} and what it covers`);
    expect(lessons[1]).toMatch(new RegExp(`^Lesson preview from the ${course.product}: `));
  });

  it("stays within 250 characters and different per image when there are more images than details", () => {
    const alts = writeAltTexts(null, `${"Long title ".repeat(30)}`, 8, ["x".repeat(300)]);
    expect(alts.every((alt) => alt.length > 0 && alt.length <= 250)).toBe(true);
    expect(new Set(alts).size).toBe(8);
  });

  it("says no word the seller's voice avoids: a phrase gives way to another, a detail is not used, a vision model's text loses the word", () => {
    const planner = { ...facts("planner", "A weekly Notion planner with goal pages", ["notion"]), avoid: ["download", "habit"] };
    const features = ["Habit tracker with streaks", "Goal pages with milestones"];
    const alts = writeAltTexts(planner, "Weekly Notion Planner", 6, features, ["", "", "", "", "", "A page of the planner, ready to download."]);
    expect(alts.join(" ")).not.toMatch(/download|habit/i);
    expect(alts).toEqual([
      `Cover of the ${planner.product}, a PDF for Notion, with an overview of what is inside`,
      `Inside the ${planner.product}: goal pages with milestones`,
      `A closer look at a page of the ${planner.product}, showing its layout`,
      // "Sample page …, as the buyer sees it after download" gives way to the next phrase.
      `Detail of the ${planner.product}: one of its inside pages`,
      `Detail of the ${planner.product}: one of its inside pages (image 5 of 6)`,
      "A page of the planner, ready to.",
    ]);
    // Without the voice, the same images say "download".
    expect(writeAltTexts({ ...planner, avoid: [] }, "Weekly Notion Planner", 6, features).join(" ")).toMatch(/download/);
  });
});
