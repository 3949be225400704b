import { describe, expect, it } from "vitest";
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from "./use-wizard";
import { draftFields, parseDraft } from "./wizard-draft";

const image = (name: string) => new File(["png"], name, { type: "image/png" });
const run = (...actions: WizardAction[]) => actions.reduce<WizardState>(wizardReducer, initialWizardState());
const NOW = new Date("2026-03-01T09:30:00.000Z");

describe("draftFields", () => {
  it("keeps the answers and the place, and leaves the image counts to the images", () => {
    const wizard = run({ type: "category", category: "planner" }, { type: "next" }, { type: "platform", platform: "notion", checked: true });
    const fields = draftFields(wizard, NOW);
    expect(fields).toMatchObject({ savedAt: "2026-03-01T09:30:00.000Z", step: 2, furthestStep: 2 });
    expect(fields.data).toMatchObject({ category: "planner", targetPlatform: ["notion"], testimonialRating: 5 });
    expect(fields.data).not.toHaveProperty("screenshots");
    expect(fields.data).not.toHaveProperty("hasTestimonialAvatar");
  });
});

describe("parseDraft", () => {
  const fields = draftFields(run({ type: "category", category: "course" }), NOW);

  it("reads back what was saved, with the images", () => {
    const files = { screenshots: [image("a.png")], avatar: image("me.png"), before: null, after: null };
    expect(parseDraft(structuredClone(fields), files)).toEqual({ ...fields, files });
  });

  it("reads a draft saved before the product name (issue 29) as one without a name", () => {
    const { productName, ...older } = draftFields(run({ type: "text", field: "productName", value: "Ukulele course" }), NOW).data;
    expect(productName).toBe("Ukulele course");
    expect(parseDraft({ ...fields, data: older }, undefined)?.data.productName).toBe("");
    expect(parseDraft({ ...fields, data: { ...older, productName: "n".repeat(81) } }, undefined)).toBeNull();
  });

  it("keeps 'made with AI tools' and the listing's own voice as typed; a draft from before them has neither", () => {
    const ownVoice = { tone: "calm", spelling: "uk", avoid: "synergy, <b>", prefer: "", cta: "start" } as const;
    const saved = draftFields(run({ type: "toggle", field: "madeWithAi", value: true }, { type: "voice", voice: ownVoice }), NOW);
    expect(parseDraft(structuredClone(saved), undefined)?.data).toMatchObject({ madeWithAi: true, ownVoice });
    const { madeWithAi, ownVoice: voice, ...older } = saved.data;
    expect([madeWithAi, voice]).toEqual([true, ownVoice]);
    expect(parseDraft({ ...saved, data: older }, undefined)?.data).toMatchObject({ madeWithAi: false, ownVoice: null });
    expect(parseDraft({ ...saved, data: { ...saved.data, ownVoice: { ...ownVoice, tone: "shouty" } } }, undefined)).toBeNull();
  });

  it("reads no draft from missing or foreign data", () => {
    const broken = [
      undefined,
      null,
      "text",
      { ...fields, step: 7 },
      { ...fields, savedAt: "yesterday" },
      { ...fields, data: { ...fields.data, category: "ebook" } },
      { ...fields, data: { ...fields.data, testimonialRating: 2.5 } },
      { ...fields, data: { ...fields.data, description: 42 } },
    ];
    for (const value of broken) expect(parseDraft(value, undefined)).toBeNull();
  });

  it("keeps only images, at most five screenshots", () => {
    const text = new File(["hi"], "notes.txt", { type: "text/plain" });
    const screenshots = [text, ...["a", "b", "c", "d", "e", "f"].map((n) => image(`${n}.png`)), "not a file"];
    const draft = parseDraft(fields, { screenshots, avatar: text, before: "x", after: image("after.png") });
    expect(draft?.files.screenshots.map((file) => file.name)).toEqual(["a.png", "b.png", "c.png", "d.png", "e.png"]);
    expect(draft?.files).toMatchObject({ avatar: null, before: null });
    expect(draft?.files.after?.name).toBe("after.png");
    expect(parseDraft(fields, "garbage")?.files).toEqual({ screenshots: [], avatar: null, before: null, after: null });
  });
});
