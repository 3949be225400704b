import { describe, expect, it } from "vitest";
import { COURSE_HEADINGS, courseHeading, isCourse, snakeToCamel } from "./course";

describe("isCourse", () => {
  it("matches the category case-insensitively and nothing else", () => {
    expect([isCourse("course"), isCourse("Course"), isCourse("COURSE")]).toEqual([true, true, true]);
    expect([isCourse("courses"), isCourse(" course"), isCourse("planner"), isCourse(null)]).toEqual([false, false, false, false]);
  });
});

describe("course headings", () => {
  const expected: Array<[string, string, string]> = [
    ["subtitle", "subtitle", "Subtitle"],
    ["what_youll_learn", "whatYoullLearn", "What You Will Learn"],
    ["requirements", "requirements", "Requirements"],
    ["who_this_course_is_for", "whoThisCourseIsFor", "Who This Course Is For"],
    ["course_features", "courseFeatures", "Course Features"],
    ["curriculum_highlights", "curriculumHighlights", "Curriculum Highlights"],
    ["curriculum_details", "curriculumDetails", "Course Curriculum"],
    ["why_choose_us", "whyChooseUs", "Why Choose Us"],
    ["call_to_action", "callToAction", "Ready to Get Started?"],
    ["course_description", "courseDescription", "Detailed Course Description"],
    ["testimonials", "testimonials", "Student Testimonials"],
    ["duration", "duration", "Duration"],
    ["level", "level", "Level"],
    ["instructor", "instructor", "Instructor"],
    ["price", "price", "Price"],
    ["certificate", "certificate", "Certificate"],
    ["language", "language", "Language"],
    ["students", "students", "Students"],
    ["rating", "rating", "Rating"],
    ["modules", "modules", "Modules"],
    ["assignments", "assignments", "Assignments"],
    ["quizzes", "quizzes", "Quizzes"],
  ];

  it.each(expected)("%s and %s read %s", (snake, camel, heading) => {
    expect(COURSE_HEADINGS[snake]).toBe(heading);
    expect(courseHeading(snake)).toBe(heading);
    expect(courseHeading(camel)).toBe(heading);
  });

  it("gives the addons' whatYouWillLearn the same heading", () => {
    expect(courseHeading("whatYouWillLearn")).toBe("What You Will Learn");
  });

  it.each([
    ["moneyBackGuarantee", "Money Back Guarantee"],
    ["bonus_materials", "Bonus Materials"],
    ["lifetime-access", "Lifetime Access"],
    ["hours2Complete", "Hours2 Complete"],
    ["constructor", "Constructor"],
    ["", ""],
  ])("makes a heading for the unknown key %j", (key, heading) => {
    expect(courseHeading(key)).toBe(heading);
  });

  it("converts snake_case to camelCase", () => {
    expect(snakeToCamel("who_this_course_is_for")).toBe("whoThisCourseIsFor");
    expect(snakeToCamel("alreadyCamel")).toBe("alreadyCamel");
  });
});
