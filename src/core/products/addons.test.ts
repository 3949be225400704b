import { describe, expect, it } from "vitest";
import { parseAddons } from "./addons";

describe("parseAddons", () => {
  const addons = {
    targetPlatform: ["notion", "goodnotes"],
    fileFormats: "pdf",
    testimonial: { content: "Loved it", title: "Ann", avatarUrl: "/media/a.png" },
    beforeAfter: { beforeUrl: "/media/b.png", afterUrl: "/media/c.png" },
    progress: 40,
    step: 1,
    message: "Creating product...",
  };

  it("reads an object or its JSON text alike", () => {
    expect(parseAddons(addons)).toEqual(addons);
    expect(parseAddons(JSON.stringify(addons))).toEqual(addons);
  });

  it("reads nothing from invalid values", () => {
    for (const value of [undefined, null, "", "{oops", "[1,2]", 7, ["a"]]) expect(parseAddons(value)).toEqual({});
  });

  it("drops badly typed known fields and fills missing testimonial parts with empty text", () => {
    const raw = { fileFormats: 3, progress: "x", step: null, message: 5, testimonial: { content: "Hi" }, beforeAfter: "no" };
    expect(parseAddons(raw)).toEqual({ testimonial: { content: "Hi", title: "", avatarUrl: "" } });
  });

  it("keeps a testimonial's whole-star rating 1-5 and drops any other", () => {
    const rated = (rating: unknown) => parseAddons({ testimonial: { content: "Hi", title: "Ann", avatarUrl: "", rating } }).testimonial?.rating;
    expect([rated(1), rated(5), rated("4")]).toEqual([1, 5, 4]);
    expect([rated(0), rated(6), rated(2.5), rated("five"), rated(null)]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("reads numeric text progress and brace-text platforms", () => {
    expect(parseAddons({ progress: "75", step: "2", targetPlatform: "{notion,obsidian}" })).toEqual({
      progress: 75,
      step: 2,
      targetPlatform: ["notion", "obsidian"],
    });
  });

  it("keeps fields it does not know", () => {
    expect(parseAddons({ webhookUrl: "https://hooks.example.com", progress: 10 })).toEqual({
      webhookUrl: "https://hooks.example.com",
      progress: 10,
    });
  });

  it("normalises a course given as JSON text", () => {
    const course = JSON.stringify({ what_youll_learn: ["Budgeting"], subtitle: "Money basics" });
    expect(parseAddons({ course }).course).toEqual({ whatYouWillLearn: ["Budgeting"], subtitle: "Money basics" });
  });

  it("drops a course that is not an object", () => {
    expect(parseAddons({ course: "not json" })).toEqual({});
  });
});
