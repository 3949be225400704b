import { describe, expect, it } from "vitest";
import { allowsPlatforms, createProductRequest, needsFileFormat, TEXT_LIMITS, wizardStepSchemas } from "./create-product-schema";

const id = "11111111-1111-4111-8111-111111111111";

describe("category rules", () => {
  it("asks for apps only for planners and a file format for planners and wall art", () => {
    expect([allowsPlatforms("planner"), allowsPlatforms("wallart"), allowsPlatforms("course")]).toEqual([true, false, false]);
    expect([needsFileFormat("planner"), needsFileFormat("wallart"), needsFileFormat("course")]).toEqual([true, true, false]);
    expect(needsFileFormat("")).toBe(false);
  });
});

describe("one set of rules for the server and the wizard", () => {
  it("refuses the same over-long description in the request and on step 2", () => {
    const description = "x".repeat(TEXT_LIMITS.description + 1);
    const request = createProductRequest.safeParse({ description, category: "course", screenshotIds: [id] });
    const step = wizardStepSchemas[1].safeParse({ category: "course", description, fileFormats: null });
    expect(request.error?.issues.map((issue) => issue.path)).toEqual([["description"]]);
    expect(step.error?.issues.map((issue) => issue.path)).toEqual([["description"]]);
  });

  it("needs a file format for wall art in the request and on step 2", () => {
    const request = createProductRequest.safeParse({ description: "Art", category: "wallart", screenshotIds: [id] });
    const step = wizardStepSchemas[1].safeParse({ category: "wallart", description: "Art", fileFormats: null });
    expect(request.error?.issues.map((issue) => issue.path)).toEqual([["fileFormats"]]);
    expect(step.error?.issues.map((issue) => issue.path)).toEqual([["fileFormats"]]);
  });

  it("counts the wizard's picked images against the same limits as uploaded ones", () => {
    expect(wizardStepSchemas[2].safeParse({ screenshotIds: [] }).success).toBe(false);
    expect(wizardStepSchemas[2].safeParse({ screenshotIds: Array(5).fill(true) }).success).toBe(true);
    expect(wizardStepSchemas[2].safeParse({ screenshotIds: Array(6).fill(true) }).success).toBe(false);
    expect(wizardStepSchemas[3].safeParse({ testimonial: { content: "c", title: "t", avatarId: false }, beforeAfter: null }).success).toBe(false);
  });
});
