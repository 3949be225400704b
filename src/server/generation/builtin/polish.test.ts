import { describe, expect, it } from "vitest";
import { uniqueBullets } from "./dedupe";
import { article, asBullet, asSentence, joinList, titleCase, trimDangling } from "./polish";

describe("polish", () => {
  it("never leaves a phrase hanging on a joiner", () => {
    expect(trimDangling("Pages you can come back to")).toBe("Pages you can come back");
    expect(trimDangling("Daily check-ins, and")).toBe("Daily check-ins");
    expect(asBullet("up to")).toBeNull();
    expect(asBullet("weekly spreads for every month.")).toBe("Weekly spreads for every month");
  });

  it("ends sentences with punctuation", () => {
    expect(asSentence("it works with Notion")).toBe("It works with Notion.");
    expect(asSentence("Ready?")).toBe("Ready?");
  });

  it("drops bullets that repeat earlier ones in wording or opening", () => {
    expect(
      uniqueBullets(["Daily pages to plan", "daily pages to plan", "Daily pages to plan your week ahead", "Habit tracker with streaks", "Habit tracker with streaks included"], 8),
    ).toEqual(["Daily pages to plan", "Habit tracker with streaks"]);
  });

  it("title-cases without shouting small words or breaking brands", () => {
    expect(titleCase("weekly habit tracker for iPad and GoodNotes")).toBe("Weekly Habit Tracker for iPad and GoodNotes");
    expect(titleCase("wet-on-wet washes")).toBe("Wet-on-Wet Washes");
  });

  it("picks the article by sound", () => {
    expect([article("hour"), article("ultimate"), article("useful"), article("SEO"), article("PDF"), article("8-week")]).toEqual(["an", "an", "a", "an", "a", "an"]);
    expect(joinList(["a", "b", "c"])).toBe("a, b and c");
  });
});
