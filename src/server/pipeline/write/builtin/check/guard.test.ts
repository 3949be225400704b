import { describe, expect, it } from "vitest";
import type { FactSheet } from "../../../../../core/listing/types";
import { readFacts } from "../../../read/facts/read-facts";
import type { GeneratedListing } from "../../../listing";
import { claims, guardListing } from "./guard";
import { applySpelling } from "./spelling";

const listing = (lines: string[]): GeneratedListing => ({
  title: "Weekly planner for goodnotes",
  shortDescription: "A planner. Perfect for beginners.",
  longDescription: "A planner for goodnotes. Print it at home. It is not for beginners.",
  features: lines,
  benefits: ["Stay organized with your favorite colors"],
  keywords: ["goodnotes planner", "for beginners"],
  usp: [],
  cta: "Get it.",
  whyChooseUs: "Made with care.",
  useCases: [],
});

const facts = (description: string, targetPlatform: string[] = []): FactSheet =>
  readFacts({ description, category: "planner", targetPlatform, fileFormats: null, testimonial: null, imageCount: 0 });

describe("the builtin's check stage", () => {
  it("tells a claim from its denial", () => {
    expect(claims("Perfect for beginners", "for beginners")).toBe(true);
    expect(claims("It is not for beginners", "for beginners")).toBe(false);
    expect(claims("Frame not included", "frame included")).toBe(false);
  });

  it("drops lines and sentences that claim what the facts negate, and keeps the rest", () => {
    const sheet = facts("Advanced GoodNotes planner. Not for beginners. Notion template, just duplicate it.", ["notion"]);
    const guarded = guardListing(listing(["Print it and pin it up", "Weekly pages for every month"]), sheet);
    expect(guarded.features).toEqual(["Weekly pages for every month"]);
    expect(guarded.shortDescription).toBe("A planner.");
    expect(guarded.longDescription).toBe("A planner for GoodNotes. It is not for beginners.");
    expect(guarded.keywords).toEqual(["goodnotes planner"]);
  });

  it("restores brand casing and gives UK sellers UK spelling, but leaves tags as buyers type them", () => {
    const sheet = facts("A colour-coded GoodNotes planner to get organised, for busy mums.");
    const written = applySpelling(guardListing(listing(["Weekly pages"]), sheet), sheet.spelling);
    expect(written.title).toBe("Weekly planner for GoodNotes");
    expect(written.benefits).toEqual(["Stay organised with your favourite colours"]);
    expect(written.keywords).toEqual(["goodnotes planner", "for beginners"]);
  });
});
