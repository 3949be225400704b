import { describe, expect, it } from "vitest";
import { normaliseCourse } from "./course-addon";

describe("normaliseCourse", () => {
  it("standardises snake_case keys to camelCase", () => {
    expect(
      normaliseCourse({
        what_youll_learn: ["Budgeting", "Saving"],
        requirements: "- A notebook\n- Curiosity",
        who_this_course_is_for: '{"Beginners","Students"}',
        course_features: ["Lifetime access"],
        curriculum_highlights: ["Week 1 plan"],
        course_description: "  Full course.  ",
        why_choose_us: "Because.",
        subtitle: "Money basics",
      }),
    ).toEqual({
      whatYouWillLearn: ["Budgeting", "Saving"],
      requirements: ["A notebook", "Curiosity"],
      whoThisCourseIsFor: ["Beginners", "Students"],
      courseFeatures: ["Lifetime access"],
      curriculumHighlights: ["Week 1 plan"],
      courseDescription: "Full course.",
      whyChooseUs: "Because.",
      subtitle: "Money basics",
    });
  });

  it("accepts every spelling of what-you-will-learn", () => {
    for (const key of ["what_youll_learn", "whatYoullLearn", "what_you_will_learn", "whatYouWillLearn"]) {
      expect(normaliseCourse({ [key]: ["X"] })).toEqual({ whatYouWillLearn: ["X"] });
    }
  });

  it("prefers the camelCase field when both spellings arrive", () => {
    expect(normaliseCourse({ whatYouWillLearn: ["New"], what_youll_learn: ["Old"] })).toEqual({ whatYouWillLearn: ["New"] });
    expect(normaliseCourse({ subtitle: "A", sub_title: "B" })).toEqual({ subtitle: "A", subTitle: "B" });
  });

  it("reads curriculum modules from objects, strings or JSON text", () => {
    expect(
      normaliseCourse({
        curriculum_details: [
          { title: "Intro", details: "Why budgets work" },
          { module_title: "Saving", description: "Pay yourself first" },
          { name: "Investing", lessons: ["Index funds", "Risk"] },
          { title: "Wrap-up" },
          "Bonus",
          { other: 1 },
          "",
        ],
      }),
    ).toEqual({
      curriculumDetails: [
        { title: "Intro", details: "Why budgets work" },
        { title: "Saving", details: "Pay yourself first" },
        { title: "Investing", details: "Index funds, Risk" },
        { title: "Wrap-up" },
        { title: "Bonus" },
      ],
    });
    expect(normaliseCourse({ curriculumDetails: '[{"title":"One"}]' })).toEqual({ curriculumDetails: [{ title: "One" }] });
    expect(normaliseCourse({ curriculumDetails: "1. One\n2. Two" })).toEqual({
      curriculumDetails: [{ title: "One" }, { title: "Two" }],
    });
  });

  it("keeps unknown fields under their camelCase name and drops non-text subtitles", () => {
    expect(normaliseCourse({ money_back_guarantee: "30 days", duration: 6, subtitle: 4 })).toEqual({
      moneyBackGuarantee: "30 days",
      duration: 6,
    });
  });

  it("parses JSON text and refuses what is not an object", () => {
    expect(normaliseCourse('{"level":"Beginner"}')).toEqual({ level: "Beginner" });
    for (const value of [undefined, null, "", "oops", "[]", [], 3]) expect(normaliseCourse(value)).toBeUndefined();
  });
});
