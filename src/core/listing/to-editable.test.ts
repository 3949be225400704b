import { describe, expect, it } from "vitest";
import { toEditableCourse } from "./to-editable";

const stored = {
  subtitle: "Six weeks of money basics",
  courseDescription: "A course.",
  whatYouWillLearn: ["Budgeting"],
  curriculumDetails: [{ title: "Intro", details: "Why budgets work" }],
};

describe("toEditableCourse", () => {
  it("keeps the course information a generator stored, so the product page can show it", () => {
    const course = toEditableCourse({ ...stored, instructor: "Maria Lopez", duration: "6 weeks", certificate: "Certificate of completion" });
    expect(course).toMatchObject({ instructor: "Maria Lopez", duration: "6 weeks", certificate: "Certificate of completion" });
  });

  it("reads a workflow's numbers and flags as text and leaves empty or unreadable entries out", () => {
    const course = toEditableCourse({ ...stored, students: 1200, certificate: true, level: "  ", language: { code: "en" }, rating: null });
    expect(course).toMatchObject({ students: "1200", certificate: "Yes" });
    expect(course).not.toHaveProperty("level");
    expect(course).not.toHaveProperty("language");
    expect(course).not.toHaveProperty("rating");
  });
});
