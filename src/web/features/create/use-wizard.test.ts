import { describe, expect, it } from "vitest";
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from "./use-wizard";

const image = (name: string) => new File(["png"], name, { type: "image/png" });
const run = (...actions: WizardAction[]) => actions.reduce<WizardState>(wizardReducer, initialWizardState());

describe("wizardReducer", () => {
  it("clears apps and file format that the new category does not have", () => {
    const planner = run(
      { type: "category", category: "planner" },
      { type: "platform", platform: "notion", checked: true },
      { type: "text", field: "fileFormats", value: "pdf" },
    );
    const wallart = wizardReducer(planner, { type: "category", category: "wallart" });
    expect(wallart.data).toMatchObject({ targetPlatform: [], fileFormats: "pdf" });
    expect(wizardReducer(wallart, { type: "category", category: "course" }).data.fileFormats).toBe("");
  });

  it("only moves forward from a valid step and never past step 4", () => {
    expect(run({ type: "next" }).step).toBe(1);
    const two = run({ type: "category", category: "course" }, { type: "next" });
    expect(two.step).toBe(2);
    expect(wizardReducer(two, { type: "back" }).step).toBe(1);
    expect(wizardReducer(two, { type: "go", step: 9 }).step).toBe(2);
  });

  it("jumps straight to any step reached before, but never past a step that became invalid", () => {
    const atFour = run(
      { type: "category", category: "course" },
      { type: "next" },
      { type: "text", field: "description", value: "Watercolour basics" },
      { type: "next" },
      { type: "addScreenshots", files: [image("a.png")] },
      { type: "next" },
    );
    expect(atFour).toMatchObject({ step: 4, furthestStep: 4 });
    const atOne = wizardReducer(atFour, { type: "go", step: 1 });
    expect(atOne).toMatchObject({ step: 1, furthestStep: 4 });
    expect(wizardReducer(atOne, { type: "go", step: 3 }).step).toBe(3);

    // A planner needs a file format, so step 2 is no longer complete: 3 and 4 are out of reach.
    const planner = wizardReducer(atOne, { type: "category", category: "planner" });
    expect(wizardReducer(planner, { type: "go", step: 3 }).step).toBe(1);
    expect(wizardReducer(planner, { type: "go", step: 2 }).step).toBe(2);
    expect(wizardReducer(planner, { type: "go", step: 2.5 }).step).toBe(1);
  });

  it("takes a 1-5 star rating for the testimonial and ignores anything else", () => {
    expect(run().data.testimonialRating).toBe(5);
    expect(run({ type: "rating", value: 3 }).data.testimonialRating).toBe(3);
    for (const value of [0, 6, 2.5, Number.NaN]) expect(run({ type: "rating", value }).data.testimonialRating).toBe(5);
  });

  it("remembers a submit attempt so every addon message may show", () => {
    expect(run().submitAttempted).toBe(false);
    expect(run({ type: "submitAttempt" }).submitAttempted).toBe(true);
  });

  it("restores a draft with its images, on the step it was left on unless an earlier step is incomplete", () => {
    const files = { screenshots: [image("a.png")], avatar: image("me.png"), before: null, after: null };
    const answers = { ...run().data, category: "wallart" as const, description: "Prints", fileFormats: "png", useTestimonial: true, testimonialRating: 4 };
    const restored = run({ type: "restore", state: { step: 4, furthestStep: 4, data: answers, files } });
    expect(restored).toMatchObject({ step: 4, furthestStep: 4, files, screenshotError: null });
    expect(restored.data).toMatchObject({ screenshots: 1, hasTestimonialAvatar: true, hasBeforeImage: false, testimonialRating: 4 });

    const noImages = run({ type: "restore", state: { step: 4, furthestStep: 4, data: answers, files: { ...files, screenshots: [] } } });
    expect(noImages).toMatchObject({ step: 3, furthestStep: 3 });
    const noFormat = run({ type: "restore", state: { step: 3, furthestStep: 4, data: { ...answers, fileFormats: "" }, files } });
    expect(noFormat).toMatchObject({ step: 2, furthestStep: 2 });
  });

  it("keeps images only, at most five, and says why others were left out", () => {
    const mixed = run({ type: "addScreenshots", files: [image("a.png"), new File(["x"], "notes.txt", { type: "text/plain" })] });
    expect(mixed.files.screenshots.map((f) => f.name)).toEqual(["a.png"]);
    expect(mixed.data.screenshots).toBe(1);
    expect(mixed.screenshotError).toBe("Only image files are allowed.");

    const full = wizardReducer(mixed, { type: "addScreenshots", files: ["b", "c", "d", "e", "f"].map((n) => image(`${n}.png`)) });
    expect(full.files.screenshots).toHaveLength(5);
    expect(full.screenshotError).toBe("You can upload a maximum of 5 files.");

    const removed = wizardReducer(full, { type: "removeScreenshot", index: 0 });
    expect(removed.files.screenshots[0]?.name).toBe("b.png");
    expect(removed).toMatchObject({ screenshotError: null, data: { screenshots: 4 } });
  });

  it("takes a single image for the avatar and ignores other files", () => {
    const withAvatar = run({ type: "addonImage", kind: "avatar", file: image("me.png") });
    expect(withAvatar.data.hasTestimonialAvatar).toBe(true);
    const ignored = wizardReducer(withAvatar, { type: "addonImage", kind: "avatar", file: new File(["%PDF"], "cv.pdf", { type: "application/pdf" }) });
    expect(ignored.files.avatar?.name).toBe("me.png");
    expect(wizardReducer(ignored, { type: "addonImage", kind: "avatar", file: null }).data.hasTestimonialAvatar).toBe(false);
  });

  it("resets to step 1 with empty answers", () => {
    const done = run({ type: "category", category: "course" }, { type: "next" }, { type: "reset" });
    expect(done).toEqual(initialWizardState());
  });
});
