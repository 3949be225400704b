import { describe, expect, it } from "vitest";
import { buildProduct } from "../../../../tests/support/web/build-product";
import { productDetails } from "./product-details";

const course = (courseAddon: Record<string, unknown>, overrides = {}) =>
  productDetails(buildProduct({ category: "Course", addons: { course: courseAddon }, ...overrides }));

describe("productDetails", () => {
  it("reads a planner: platform names, usable images, features as the learning list", () => {
    const details = productDetails(buildProduct({ images: ["/media/a.png", "", "not a url", "https://x.example/b.jpg"] }));
    expect(details.course).toBe(false);
    expect(details.platforms).toEqual(["Notion", "GoodNotes"]);
    expect(details.images).toEqual(["/media/a.png", "https://x.example/b.jpg"]);
    expect(details.learn).toEqual(["Habit tracker", "Goal pages"]);
    expect(details.courseInfo).toEqual([]);
  });

  it("ignores course data on a product that is not a course", () => {
    const details = productDetails(buildProduct({ addons: { course: { subtitle: "Hidden", requirements: ["x"] } } }));
    expect(details.subtitle).toBeUndefined();
    expect(details.requirements).toEqual([]);
  });

  it("keeps only the course information that is present, in the product page's order, with readable text", () => {
    const details = course({ language: "English", duration: "6 weeks", certificate: true, students: 1200, level: "" });
    expect(details.courseInfo).toEqual([
      { key: "duration", heading: "Duration", text: "6 weeks" },
      { key: "students", heading: "Students", text: "1200" },
      { key: "certificate", heading: "Certificate", text: "Yes" },
      { key: "language", heading: "Language", text: "English" },
    ]);
  });

  it("shows the course information a generator read from the description", () => {
    const details = course({ instructor: "Nok", duration: "About 7 hours", level: "Beginner", certificate: "Certificate of completion" });
    expect(details.courseInfo.map((entry) => `${entry.heading}: ${entry.text}`)).toEqual([
      "Duration: About 7 hours",
      "Level: Beginner",
      "Instructor: Nok",
      "Certificate: Certificate of completion",
    ]);
  });

  it("prefers the course's learning list and shows the detailed description only when it differs", () => {
    const same = course({ whatYouWillLearn: ["Budgeting"], courseDescription: "Long text" }, { longDescription: "Long text" });
    expect(same.learn).toEqual(["Budgeting"]);
    expect(same.courseDescription).toBeUndefined();
    expect(course({ courseDescription: "Other text" }).courseDescription).toBe("Other text");
  });

  it("reads student testimonials (ratings clamped to 1-5) and adds the creator's own", () => {
    const details = productDetails(
      buildProduct({
        category: "course",
        addons: {
          course: { testimonials: [{ quote: "Great", name: "Ann", title: "Designer", rating: 9 }, { name: "No quote" }] },
          testimonial: { content: "I made this", title: "Creator", avatarUrl: "/media/avatar.png" },
        },
      }),
    );
    expect(details.testimonials).toEqual([
      { quote: "Great", name: "Ann", title: "Designer", rating: 5 },
      { quote: "I made this", name: "Creator", avatarUrl: "/media/avatar.png" },
    ]);
  });

  it("gives the creator's own testimonial the stars chosen in the wizard", () => {
    const testimonial = { content: "Lovely", title: "Maya", avatarUrl: "/media/maya.png", rating: 4 };
    expect(productDetails(buildProduct({ addons: { testimonial } })).testimonials).toEqual([
      { quote: "Lovely", name: "Maya", avatarUrl: "/media/maya.png", rating: 4 },
    ]);
  });

  it("falls back to the course's why-choose-us and call to action", () => {
    const details = course({ whyChooseUs: "Experts", callToAction: "Enrol now" }, { cta: null, whyChooseUs: null });
    expect(details.whyChooseUs).toBe("Experts");
    expect(details.cta).toBe("Enrol now");
  });
});
