import { describe, expect, it } from "vitest";
import { someFacts } from "../../../../core/listing/check/check-fixtures";
import type { EditableListing } from "../../../../core/listing/editable";
import type { GenerationInput } from "../../listing";
import { userMessage } from "./openai-prompt";
import { regenerateMessage } from "./openai-regenerate-prompt";

const input: GenerationInput = {
  description: "Gentle weekly pages for people who find planning hard.",
  category: "planner",
  targetPlatform: [],
  fileFormats: "pdf",
  testimonial: null,
  imageCount: 1,
};
const NAME_LINE = "Product name (the creator's; start the title and tags from it): Gentle weekly planner";
const current: EditableListing = {
  title: "Gentle Weekly Planner",
  shortDescription: "Weekly pages for a calmer week.",
  longDescription: "Gentle weekly pages.",
  features: [],
  benefits: [],
  usp: [],
  useCases: [],
  keywords: [],
  cta: "Start this week.",
  whyChooseUs: "Made for slow planners.",
  course: null,
  altTexts: [""],
};
const request = { sections: ["title" as const], instruction: null, locked: [], current };

describe("the model's prompts and the product name (issue 29)", () => {
  it("name the product as the creator did, in first writes and rewrites", () => {
    const named = { ...input, productName: "Gentle weekly planner" };
    expect(userMessage(named, someFacts()).split("\n")).toContain(NAME_LINE);
    expect(regenerateMessage(named, someFacts(), request).split("\n")).toContain(NAME_LINE);
  });

  it("say nothing of a name when the creator gave none, and leave no empty line", () => {
    for (const unnamed of [input, { ...input, productName: null }]) {
      const messages = [userMessage(unnamed, someFacts()), regenerateMessage(unnamed, someFacts(), request)];
      for (const message of messages) {
        expect(message).not.toContain("Product name");
        expect(message).not.toContain("\n\n");
      }
    }
  });
});
