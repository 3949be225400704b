import { describe, expect, it } from "vitest";
import { aListing, someFacts } from "./check-fixtures";
import { checkListing } from "./check-listing";

const facts = someFacts({ avoid: ["synergy", "game changer"] });

describe("the words a seller's voice avoids (issue 33)", () => {
  it("leaves out a bullet or tag that says one, and a sentence while the text keeps another", () => {
    const { listing, report } = checkListing(
      aListing({
        features: ["Weekly pages with real synergy", "Habit tracker with streaks"],
        keywords: ["synergy planner", "habit tracker"],
        shortDescription: "A weekly planner. It is a Game Changer for busy weeks.",
        longDescription: "Plan each week.\n\nSynergies aside, this is a game-changer. The synergy is real.",
      }),
      facts,
    );
    expect(listing.features).toEqual(["Habit tracker with streaks"]);
    expect(listing.keywords).toEqual(["habit tracker"]);
    expect(listing.shortDescription).toBe("A weekly planner.");
    // "Synergies" is another word and "game-changer" is hyphenated: only "synergy" itself goes.
    expect(listing.longDescription).toBe("Plan each week.\n\nSynergies aside, this is a game-changer.");
    expect(report.findings.filter((f) => f.check === "avoid-words")).toEqual([
      { check: "avoid-words", outcome: "repaired", field: "shortDescription", message: "Left out “game changer” (your voice avoids it)." },
      { check: "avoid-words", outcome: "repaired", field: "longDescription", message: "Left out “synergy” (your voice avoids it)." },
      { check: "avoid-words", outcome: "repaired", field: "features", message: "Left out “synergy” (your voice avoids it)." },
      { check: "avoid-words", outcome: "repaired", field: "keywords", message: "Left out “synergy” (your voice avoids it)." },
    ]);
  });

  it("takes the word out where nothing else would be left: a title, a one-sentence text, a list of one", () => {
    const { listing } = checkListing(
      aListing({ title: "Synergy Weekly Planner for Notion", cta: "Get the synergy planner today.", benefits: ["More synergy, less stress"] }),
      facts,
    );
    expect(listing.title).toBe("Weekly Planner for Notion");
    expect(listing.cta).toBe("Get the planner today.");
    expect(listing.benefits).toEqual(["More, less stress"]);
  });

  it("takes them out of a course's details too", () => {
    const course = {
      subtitle: "Synergy for teams",
      whatYouWillLearn: ["Build synergy", "Run a retro"],
      curriculumDetails: [{ title: "Synergy basics", details: "Why teams work." }],
    };
    const { listing } = checkListing(aListing({ course }), facts);
    expect(listing.course).toMatchObject({
      subtitle: "for teams",
      whatYouWillLearn: ["Run a retro"],
      curriculumDetails: [{ title: "basics", details: "Why teams work." }],
    });
  });

  it("is no step at all without words to avoid, so the report is as it was", () => {
    const { report } = checkListing(aListing({ features: ["Real synergy"] }), someFacts());
    expect(report.findings.some((f) => f.check === "avoid-words")).toBe(false);
  });
});
