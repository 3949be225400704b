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
    expect(wizardReducer(two, { type: "go", step: 9 }).step).toBe(4);
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
