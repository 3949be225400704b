import { describe, expect, it } from "vitest";
import { someFacts } from "../../../../core/listing/check/check-fixtures";
import type { EditableListing } from "../../../../core/listing/editable";
import { liveCheck } from "./live-check";

const listing: EditableListing = {
  title: "Weekly Focus Planner for Notion",
  shortDescription: "A calm weekly planner for Notion.",
  longDescription: "A calm weekly planner for Notion with habit tracking and goals.",
  features: ["A habit tracker for every week", "Goal pages for each quarter"],
  benefits: ["Plan your whole week in minutes"],
  usp: [],
  useCases: [],
  keywords: ["planner", "notion"],
  cta: "Get it today",
  whyChooseUs: "",
  course: null,
  altTexts: [],
};

describe("liveCheck", () => {
  it("says what the check would repair as something to look at, in the present tense", () => {
    const report = liveCheck({ ...listing, title: "A".repeat(150) }, null);
    expect(report.findings).toContainEqual({
      check: "title-length",
      outcome: "review",
      field: "title",
      message: "The title is 150 characters; Etsy allows 140.",
    });
    expect(report.findings.some((finding) => finding.outcome === "repaired")).toBe(false);
    expect(report.passed).toBe(false);
  });

  it("leaves the fact checks out without a fact sheet and runs them with one", () => {
    const checks = (facts: Parameters<typeof liveCheck>[1]) => liveCheck(listing, facts).findings.map((finding) => finding.check);
    expect(checks(null)).not.toContain("facts-covered");
    expect(checks(null)).not.toContain("contradictions");
    const facts = someFacts();
    expect(checks(facts)).toEqual(expect.arrayContaining(["facts-covered", "contradictions"]));
  });
});
