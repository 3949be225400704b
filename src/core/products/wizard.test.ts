import { describe, expect, it } from "vitest";
import {
  MAX_SCREENSHOTS,
  STEP_LABELS,
  SUBMIT_AUTH_ERROR,
  SUBMIT_VALIDATION_ERROR,
  TOTAL_STEPS,
  type WizardData,
  allowsPlatforms,
  changeCategory,
  clampStep,
  initialWizardData,
  isStepValid,
  needsFileFormat,
  nextStep,
  previousStep,
  stepErrors,
} from "./wizard";

const data = (overrides: Partial<WizardData> = {}): WizardData => ({ ...initialWizardData(), ...overrides });

describe("wizard shape", () => {
  it("has four labelled steps and allows five screenshots", () => {
    expect(TOTAL_STEPS).toBe(4);
    expect(STEP_LABELS).toEqual(["Category", "Description", "Screenshots", "Addons"]);
    expect(MAX_SCREENSHOTS).toBe(5);
  });

  it("starts empty with both addons off, and each call gives a fresh copy", () => {
    const first = initialWizardData();
    expect(first).toMatchObject({ category: "", description: "", targetPlatform: [], screenshots: 0 });
    expect(first.useTestimonial || first.useBeforeAfter).toBe(false);
    first.targetPlatform.push("notion");
    expect(initialWizardData().targetPlatform).toEqual([]);
  });

  it("asks for apps only for planners and a file format for planners and wall art", () => {
    expect([allowsPlatforms("planner"), allowsPlatforms("wallart"), allowsPlatforms("course")]).toEqual([true, false, false]);
    expect([needsFileFormat("planner"), needsFileFormat("wallart"), needsFileFormat("course")]).toEqual([true, true, false]);
    expect(needsFileFormat("")).toBe(false);
  });
});

describe("changeCategory", () => {
  const filled = data({ category: "planner", targetPlatform: ["notion"], fileFormats: "pdf" });

  it("keeps both answers when staying a planner", () => {
    expect(changeCategory(filled, "planner")).toMatchObject({ targetPlatform: ["notion"], fileFormats: "pdf" });
  });

  it("clears the apps but keeps the file format for wall art", () => {
    expect(changeCategory(filled, "wallart")).toMatchObject({ category: "wallart", targetPlatform: [], fileFormats: "pdf" });
  });

  it("clears both for a course or no category, without touching the input", () => {
    expect(changeCategory(filled, "course")).toMatchObject({ targetPlatform: [], fileFormats: "" });
    expect(changeCategory(filled, "")).toMatchObject({ category: "", targetPlatform: [], fileFormats: "" });
    expect(filled.targetPlatform).toEqual(["notion"]);
  });
});

describe("step validation", () => {
  it("step 1 needs a category", () => {
    expect(isStepValid(1, data())).toBe(false);
    expect(isStepValid(1, data({ category: "course" }))).toBe(true);
  });

  it("step 2 needs a non-blank description, plus a file format for planners and wall art", () => {
    expect(isStepValid(2, data({ category: "course", description: "   " }))).toBe(false);
    expect(isStepValid(2, data({ category: "course", description: "A course" }))).toBe(true);
    expect(isStepValid(2, data({ category: "planner", description: "A planner" }))).toBe(false);
    expect(isStepValid(2, data({ category: "wallart", description: "Art", fileFormats: " " }))).toBe(false);
    expect(isStepValid(2, data({ category: "wallart", description: "Art", fileFormats: "png" }))).toBe(true);
  });

  it("step 3 needs at least one screenshot", () => {
    expect(isStepValid(3, data())).toBe(false);
    expect(isStepValid(3, data({ screenshots: 1 }))).toBe(true);
  });

  it("step 4 is valid when neither addon is used", () => {
    expect(stepErrors(4, data())).toEqual([]);
  });

  it("step 4 needs testimonial content, title and avatar when the testimonial is on", () => {
    expect(stepErrors(4, data({ useTestimonial: true, testimonialContent: "  ", testimonialTitle: "\t" }))).toEqual([
      "Testimonial content is required",
      "Testimonial title is required",
      "Avatar image is required",
    ]);
    const complete = data({ useTestimonial: true, testimonialContent: "Great", testimonialTitle: "Ann", hasTestimonialAvatar: true });
    expect(isStepValid(4, complete)).toBe(true);
  });

  it("step 4 needs both images when before/after is on", () => {
    expect(stepErrors(4, data({ useBeforeAfter: true }))).toEqual(["Before image is required", "After image is required"]);
    expect(stepErrors(4, data({ useBeforeAfter: true, hasBeforeImage: true }))).toEqual(["After image is required"]);
    expect(isStepValid(4, data({ useBeforeAfter: true, hasBeforeImage: true, hasAfterImage: true }))).toBe(true);
  });

  it("ignores addon fields while the addon is off", () => {
    expect(isStepValid(4, data({ testimonialContent: "", hasBeforeImage: false }))).toBe(true);
  });

  it("has no rules for steps outside 1-4", () => {
    expect(stepErrors(0, data())).toEqual([]);
    expect(stepErrors(5, data())).toEqual([]);
  });
});

describe("step navigation", () => {
  it("moves forward up to 4 and back down to 1", () => {
    expect([nextStep(1), nextStep(3), nextStep(4)]).toEqual([2, 4, 4]);
    expect([previousStep(4), previousStep(2), previousStep(1)]).toEqual([3, 1, 1]);
  });

  it("keeps direct jumps within 1-4", () => {
    const steps = [0, -3, 3, 9, 2.7, Number.NaN];
    expect(steps.map(clampStep)).toEqual([1, 1, 3, 4, 2, 1]);
  });
});

describe("submit messages", () => {
  it("uses the spec's texts", () => {
    expect(SUBMIT_VALIDATION_ERROR).toEqual({
      title: "Validation Error",
      description: "Please complete all required fields and upload at least one product screenshot.",
    });
    expect(SUBMIT_AUTH_ERROR).toEqual({
      title: "Authentication Error",
      description: "You must be logged in to create a product.",
    });
  });
});
