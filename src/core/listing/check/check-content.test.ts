import { describe, expect, it } from "vitest";
import { aListing, someFacts } from "./check-fixtures";
import { checkListing } from "./check-listing";
import type { CheckId } from "../types";

const findingsOf = (result: ReturnType<typeof checkListing>, check: CheckId) => result.report.findings.filter((f) => f.check === check);

describe("fragment bullets", () => {
  it.each([
    ["ends on a joiner", "Weekly pages for planning and"],
    ["ends on a comma", "Weekly pages for planning,"],
    ["starts lower-case mid-sentence", "dark that keeps everything in view"],
    ["has fewer than three words", "Light themes"],
    ["starts on a joiner", "And a monthly review page"],
    ["is a predicate without a subject", "Is not a beginner yoga course"],
    ["has an unclosed bracket", "Weekly pages (with a habit grid"],
  ])("drops a bullet that %s", (_, bullet) => {
    const result = checkListing(aListing({ features: ["Weekly pages with a habit grid", bullet] }), someFacts());
    expect(result.listing.features).toEqual(["Weekly pages with a habit grid"]);
    expect(findingsOf(result, "fragments")[0]).toMatchObject({ outcome: "repaired", field: "features" });
  });

  it("keeps a bullet ending on a hyphenated word such as lived-in or check-in", () => {
    const features = ["Weekly pages with a habit grid", "A warm look that feels lived-in", "Prompts for the Monday check-in."];
    expect(checkListing(aListing({ features }), someFacts()).listing.features).toEqual(features);
  });

  it("keeps a bullet starting with a brand written lower-case (iPad)", () => {
    const result = checkListing(aListing({ usp: ["iPad-ready pages with hyperlinked tabs"] }), someFacts());
    expect(result.listing.usp).toEqual(["iPad-ready pages with hyperlinked tabs"]);
  });

  it("asks for review instead of emptying a list", () => {
    const result = checkListing(aListing({ benefits: ["Light themes"] }), someFacts());
    expect(result.listing.benefits).toEqual(["Light themes"]);
    expect(findingsOf(result, "fragments")[0]).toMatchObject({ outcome: "review", field: "benefits" });
    expect(result.report.passed).toBe(false);
  });
});

describe("repeated bullets", () => {
  it("drops a verbatim repeat within a list, ignoring case and punctuation", () => {
    const result = checkListing(
      aListing({ features: ["Weekly pages with a habit grid", "Monthly review pages", "WEEKLY PAGES WITH A HABIT GRID!"] }),
      someFacts(),
    );
    expect(result.listing.features).toEqual(["Weekly pages with a habit grid", "Monthly review pages"]);
    expect(findingsOf(result, "repeats")[0]?.outcome).toBe("repaired");
  });

  it("drops a near repeat across features, benefits and usp", () => {
    const result = checkListing(
      aListing({ benefits: ["Build habits that stick week after week", "Weekly page with habit grids"], usp: ["Build habits which stick week after week"] }),
      someFacts(),
    );
    expect(result.listing.benefits).toEqual(["Build habits that stick week after week"]);
    expect(result.listing.usp).toEqual([]);
  });

  it("drops an exact repeat of a short bullet that has few content words", () => {
    const result = checkListing(aListing({ usp: ["Made for GoodNotes.", "Made for GoodNotes!"] }), someFacts());
    expect(result.listing.usp).toEqual(["Made for GoodNotes."]);
  });

  it("keeps bullets that only share a few words", () => {
    const result = checkListing(aListing({ features: ["Weekly pages with a habit grid", "Weekly pages with a gratitude prompt"] }), someFacts());
    expect(result.listing.features).toHaveLength(2);
    expect(findingsOf(result, "repeats")[0]?.outcome).toBe("passed");
  });
});

describe("key facts covered", () => {
  it("names each fact no field carries", () => {
    const facts = someFacts({ keyFacts: [{ id: "duration:6-weeks", kind: "duration", label: "6 weeks", matches: ["6 weeks", "six weeks"] }] });
    const result = checkListing(aListing(), facts);
    expect(findingsOf(result, "facts-covered")).toEqual([
      { check: "facts-covered", outcome: "review", message: "The description mentions 6 weeks; no field says so." },
    ]);
    expect(result.report.passed).toBe(false);
  });

  it("counts a fact written with a hyphen or in any field", () => {
    const facts = someFacts({ keyFacts: [{ id: "duration:200-hour", kind: "duration", label: "200-hour", matches: ["200 hour"] }] });
    const result = checkListing(aListing({ whyChooseUs: "A 200-hour training, taught live." }), facts);
    expect(findingsOf(result, "facts-covered")[0]?.outcome).toBe("passed");
  });

  it("counts a name written in the possessive", () => {
    const facts = someFacts({ keyFacts: [{ id: "name:giotto", kind: "name", label: "Giotto", matches: ["giotto"] }] });
    const result = checkListing(aListing({ whyChooseUs: "The course opens on Giotto’s frescoes in Padua." }), facts);
    expect(findingsOf(result, "facts-covered")[0]?.outcome).toBe("passed");
  });

  it("does not take 16 weeks for 6 weeks", () => {
    const facts = someFacts({ keyFacts: [{ id: "duration:6-weeks", kind: "duration", label: "6 weeks", matches: ["6 weeks"] }] });
    expect(findingsOf(checkListing(aListing({ cta: "Start the 16 weeks today." }), facts), "facts-covered")[0]?.outcome).toBe("review");
  });
});

describe("the title names the subject", () => {
  it("passes a title that names the reader's subject", () => {
    expect(findingsOf(checkListing(aListing(), someFacts()), "title-subject")[0]?.outcome).toBe("passed");
  });

  it("asks for a look at a title that misses the subject, and does not call the key facts covered", () => {
    const result = checkListing(aListing({ title: "Planner for GoodNotes and Notability" }), someFacts({ subject: "houseplant care" }));
    expect(findingsOf(result, "title-subject")[0]).toMatchObject({ outcome: "review", field: "title" });
    expect(findingsOf(result, "title-subject")[0]?.message).toMatch(/“houseplant care”/);
    expect(findingsOf(result, "facts-covered")).toEqual([
      { check: "facts-covered", outcome: "review", field: "title", message: "The title does not say what the product is, so not every key fact is in place." },
    ]);
    expect(result.report.passed).toBe(false);
  });

  it("without a subject, refuses a title of stock words only", () => {
    const facts = someFacts({ category: "course", subject: null });
    expect(findingsOf(checkListing(aListing({ title: "Online Course – 30 Days" }), facts), "title-subject")[0]?.outcome).toBe("review");
    expect(findingsOf(checkListing(aListing({ title: "SwiftUI Course – Ship Your First iPhone App" }), facts), "title-subject")[0]?.outcome).toBe("passed");
  });

  it("asks for the product's name when the reader was unsure", () => {
    const result = checkListing(aListing(), someFacts({ subjectSure: false }));
    expect(findingsOf(result, "title-subject")[0]?.message).toBe("We were not sure what this product is called: add its name and regenerate.");
    expect(result.report.passed).toBe(false);
  });
});

describe("contradictions", () => {
  const notForBeginners = someFacts({ negations: [{ label: "not a beginner yoga course", forbidden: ["for beginners", "beginner-friendly"] }] });

  it("flags a title that claims what the facts forbid", () => {
    const result = checkListing(aListing({ title: "200-Hour Yoga Teacher Training for Beginners" }), notForBeginners);
    expect(findingsOf(result, "contradictions")[0]).toMatchObject({ outcome: "review", field: "title" });
    expect(findingsOf(result, "contradictions")[0]?.message).toBe("The title says “for beginners”, but the description says “not a beginner yoga course”.");
  });

  it("drops a contradicting bullet when the list keeps others", () => {
    const result = checkListing(aListing({ benefits: ["Build habits that stick week after week", "Beginner-friendly from the first page"] }), notForBeginners);
    expect(result.listing.benefits).toEqual(["Build habits that stick week after week"]);
    expect(findingsOf(result, "contradictions")[0]?.outcome).toBe("repaired");
  });

  it("accepts the negation itself", () => {
    const result = checkListing(aListing({ longDescription: "This is not for beginners: it assumes a daily practice. Pages are A4." }), notForBeginners);
    expect(findingsOf(result, "contradictions")[0]?.outcome).toBe("passed");
  });

  it("flags print claims for a product that is duplicated, not printed", () => {
    const result = checkListing(aListing({ longDescription: "Delivered as a PDF: print it at home. Pages are A4." }), someFacts({ delivery: "duplicate" }));
    expect(findingsOf(result, "contradictions")[0]).toMatchObject({ outcome: "review", field: "longDescription" });
  });

  it("flags frame claims when no frame is included", () => {
    const facts = someFacts({ negations: [{ label: "no frame included", forbidden: [] }] });
    const result = checkListing(aListing({ features: ["Frame with a clean, finished look", "Printable at A4 on matte paper"] }), facts);
    expect(result.listing.features).toEqual(["Printable at A4 on matte paper"]);
    const kept = checkListing(aListing({ cta: "Frame not included; print it at A4." }), facts);
    expect(findingsOf(kept, "contradictions")[0]?.outcome).toBe("passed");
  });
});
