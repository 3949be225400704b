import { describe, expect, it } from "vitest";
import { toDraftSection } from "./draft-section";

describe("toDraftSection", () => {
  it("maps the model's members to the editable listing's sections, cleaned as a stored listing is", () => {
    expect(toDraftSection("title", "  Weekly Planner ")).toEqual({ section: "title", value: "Weekly Planner" });
    expect(toDraftSection("features", ["• Weekly pages with goals", "2. Habit tracker with streaks"])).toEqual({
      section: "features",
      value: ["Weekly pages with goals", "Habit tracker with streaks"],
    });
    expect(toDraftSection("keywords", ["Notion Planner", "notion planner"])).toEqual({ section: "keywords", value: ["notion planner"] });
    const course = {
      subtitle: "Sell planners",
      whatYouWillLearn: ["Lay out pages"],
      requirements: [],
      whoThisCourseIsFor: ["Makers"],
      courseFeatures: [],
      curriculumHighlights: [],
      curriculumDetails: [{ title: "Intro", details: "Start" }],
      courseDescription: "A course.",
    };
    expect(toDraftSection("course", course)).toEqual({ section: "course", value: course });
  });

  it("shows nothing for a null course, an unknown key or a value the schema refuses", () => {
    expect(toDraftSection("course", null)).toBeNull();
    expect(toDraftSection("altTexts", ["x"])).toBeNull();
    expect(toDraftSection("__proto__", {})).toBeNull();
    expect(toDraftSection("title", "x".repeat(1000))).toBeNull();
    expect(toDraftSection("features", "not a list")).toBeNull();
  });
});
