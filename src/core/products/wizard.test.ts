import { describe, expect, it } from "vitest";
import { isTestimonialRating } from "./testimonial-rating";
import {
  MAX_SCREENSHOTS,
  STEP_LABELS,
  SUBMIT_AUTH_ERROR,
  SUBMIT_VALIDATION_ERROR,
  TOTAL_STEPS,
  type WizardData,
  canJumpTo,
  changeCategory,
  clampStep,
  continueBlocker,
  hasWizardInput,
  initialWizardData,
  isStepValid,
  nextStep,
  previousStep,
  reachableStep,
  stepErrors,
  stepFieldErrors,
  stepIssues,
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

  it("names a text or image count beyond the limits, which the inputs never let through", () => {
    expect(stepErrors(2, data({ category: "course", description: "x".repeat(5001) }))).toEqual(["Product description must be at most 5000 characters"]);
    expect(stepErrors(3, data({ screenshots: 6 }))).toEqual(["You can upload a maximum of 5 files."]);
    const long = data({ useTestimonial: true, testimonialContent: "c".repeat(2001), testimonialTitle: "t".repeat(201), hasTestimonialAvatar: true });
    expect(stepErrors(4, long)).toEqual(["Testimonial content must be at most 2000 characters", "Testimonial title must be at most 200 characters"]);
  });

  it("gives each field its own message, whatever the server's words", () => {
    expect(stepFieldErrors(2, data({ category: "wallart", description: " " }))).toEqual({
      description: "Product description is required",
      fileFormats: "File format is required",
    });
    expect(stepFieldErrors(4, data({ useBeforeAfter: true, hasAfterImage: true }))).toEqual({ before: "Before image is required" });
  });

  it("names a control character in the description or the testimonial (DEL and C1 too), and keeps tabs and line breaks but in the one-line title", () => {
    for (const char of ["\u0007", "\u007f", "\u0085"]) {
      expect(stepFieldErrors(2, data({ category: "course", description: `Ukulele${char} course` }))).toEqual({
        description: "Product description must not contain control characters (tabs and line breaks are fine)",
      });
      const testimonial = data({ useTestimonial: true, testimonialContent: `Great${char}`, testimonialTitle: `Ann${char}`, hasTestimonialAvatar: true });
      expect(stepFieldErrors(4, testimonial)).toEqual({
        testimonialContent: "Testimonial content must not contain control characters (tabs and line breaks are fine)",
        testimonialTitle: "Testimonial title must be one line of text, without control characters",
      });
    }
    for (const title of ["Ann\nB.", "Ann\r\nB.", "Ann\tB."]) {
      const testimonial = data({ useTestimonial: true, testimonialContent: "Great\nplanner", testimonialTitle: title, hasTestimonialAvatar: true });
      expect(stepFieldErrors(4, testimonial)).toEqual({ testimonialTitle: "Testimonial title must be one line of text, without control characters" });
    }
    expect(isStepValid(2, data({ category: "course", description: "Ukulele\tcourse\r\nfor beginners, café ☕" }))).toBe(true);
  });

  it("names a text direction override or isolate in the description or the testimonial", () => {
    const rule = "must not contain text direction overrides or isolates (U+202A–U+202E, U+2066–U+2069)";
    for (const char of ["\u202A", "\u202E", "\u2066", "\u2069"]) {
      expect(stepFieldErrors(2, data({ category: "course", description: `Ukulele${char} course` }))).toEqual({ description: `Product description ${rule}` });
      const testimonial = data({ useTestimonial: true, testimonialContent: `Great${char}`, testimonialTitle: `Ann${char}`, hasTestimonialAvatar: true });
      expect(stepFieldErrors(4, testimonial)).toEqual({ testimonialContent: `Testimonial content ${rule}`, testimonialTitle: `Testimonial title ${rule}` });
    }
  });

  it("step 4 checks a voice of the listing's own with the voice's rules, naming the word and its list", () => {
    const own = { tone: "calm", spelling: "uk", avoid: "synergy", prefer: "cosy", cta: "start" } as const;
    expect(isStepValid(4, data({ ownVoice: own, madeWithAi: true }))).toBe(true);
    expect(stepFieldErrors(4, data({ ownVoice: { ...own, avoid: "synergy, <b>" } }))).toEqual({
      voiceAvoid: "Words to avoid: “<b>” must be a word or a short phrase (letters, digits, spaces, - and ')",
    });
    const many = Array.from({ length: 31 }, (_, i) => `word${i}`).join(", ");
    expect(stepFieldErrors(4, data({ ownVoice: { ...own, prefer: many } }))).toEqual({ voicePrefer: "Words to prefer: at most 30 words" });
    // Off (the account's voice), nothing typed is checked.
    expect(isStepValid(4, data({ ownVoice: null }))).toBe(true);
  });

  it("takes an optional product name on step 2, in its own words for each rule", () => {
    const course = data({ category: "course", description: "A course" });
    expect(isStepValid(2, { ...course, productName: "" })).toBe(true);
    expect(isStepValid(2, { ...course, productName: "Ukulele for beginners course" })).toBe(true);
    expect(stepFieldErrors(2, { ...course, productName: "n".repeat(81) })).toEqual({ productName: "Product name must be at most 80 characters" });
    expect(stepFieldErrors(2, { ...course, productName: "<i>Ukulele</i>" })).toEqual({
      productName: "Product name must be plain text, without HTML such as <b> or &amp;",
    });
    expect(stepFieldErrors(2, { ...course, productName: "Uku\tlele" })).toEqual({
      productName: "Product name must be one line of text, without control characters",
    });
    expect(continueBlocker(2, { ...course, productName: "<i>Ukulele</i>" })).toBe("Correct the product name to continue");
  });

  it("has no rules for steps outside 1-4", () => {
    expect(stepErrors(0, data())).toEqual([]);
    expect(stepErrors(5, data())).toEqual([]);
    expect(stepErrors(1.5, data())).toEqual([]);
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

describe("continueBlocker", () => {
  it("says what is missing as the thing to do, or nothing when the step is valid", () => {
    expect(continueBlocker(1, data())).toBe("Choose a category to continue");
    expect(continueBlocker(2, data({ category: "course" }))).toBe("Describe your product to continue");
    expect(continueBlocker(2, data({ category: "planner", description: "Planner" }))).toBe("Choose a file format to continue");
    expect(continueBlocker(2, data({ category: "wallart" }))).toBe("Describe your product and choose a file format to continue");
    expect(continueBlocker(3, data())).toBe("Add at least one screenshot to continue");
    expect(continueBlocker(2, data({ category: "course", description: "A course" }))).toBeNull();
    expect(continueBlocker(4, data({ useTestimonial: true }))).toBeNull();
  });

  it("names the field of every issue", () => {
    expect(stepIssues(2, data({ category: "planner" })).map((issue) => issue.field)).toEqual(["description", "fileFormats"]);
    expect(stepIssues(4, data({ useTestimonial: true, useBeforeAfter: true })).map((issue) => issue.field)).toEqual([
      "testimonialContent",
      "testimonialTitle",
      "avatar",
      "before",
      "after",
    ]);
  });
});

describe("direct jumps", () => {
  const done = data({ category: "course", description: "A course", screenshots: 1 });

  it("go back anywhere, forward only as far as reached and only over valid steps", () => {
    expect([1, 2, 3, 4].map((step) => canJumpTo(step, 4, done))).toEqual([true, true, true, true]);
    expect([1, 2, 3, 4].map((step) => canJumpTo(step, 2, done))).toEqual([true, true, false, false]);
    const planner = { ...done, category: "planner" as const };
    expect([1, 2, 3, 4].map((step) => canJumpTo(step, 4, planner))).toEqual([true, true, false, false]);
    expect([0, 5, 1.5, Number.NaN].map((step) => canJumpTo(step, 4, done))).toEqual([false, false, false, false]);
  });

  it("pulls a wanted step back before the first incomplete one", () => {
    expect(reachableStep(4, done)).toBe(4);
    expect(reachableStep(4, { ...done, screenshots: 0 })).toBe(3);
    expect(reachableStep(4, data())).toBe(1);
    expect(reachableStep(9, done)).toBe(4);
  });
});

describe("testimonial rating and input", () => {
  it("accepts whole stars 1-5 and defaults to five", () => {
    expect(initialWizardData().testimonialRating).toBe(5);
    expect([1, 3, 5].every(isTestimonialRating)).toBe(true);
    expect([0, 6, 2.5, "5", null, Number.NaN].some(isTestimonialRating)).toBe(false);
  });

  it("counts anything the creator entered as input, but not the default rating alone", () => {
    expect(hasWizardInput(data())).toBe(false);
    expect(hasWizardInput(data({ testimonialRating: 3 }))).toBe(false);
    expect(hasWizardInput(data({ category: "course" }))).toBe(true);
    expect(hasWizardInput(data({ screenshots: 1 }))).toBe(true);
    expect(hasWizardInput(data({ testimonialTitle: "Ann" }))).toBe(true);
    expect(hasWizardInput(data({ madeWithAi: true }))).toBe(true);
  });
});

describe("submit messages", () => {
  it("uses the wizard's texts", () => {
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
