import { describe, expect, it } from "vitest";
import { SHORT_DESCRIPTION_LENGTH, TITLE_LENGTH, deriveShortDescription, deriveTitle } from "./derive";

describe("deriveTitle", () => {
  it("takes the first 50 characters of the trimmed description", () => {
    expect(TITLE_LENGTH).toBe(50);
    expect(deriveTitle(`  ${"a".repeat(60)}`)).toBe("a".repeat(50));
    expect(deriveTitle("Weekly planner")).toBe("Weekly planner");
  });

  it("trims a cut that ends in a space", () => {
    expect(deriveTitle(`${"a".repeat(49)} more words`)).toBe("a".repeat(49));
  });

  it("falls back when the description is empty or blank", () => {
    expect(deriveTitle("")).toBe("Product from description");
    expect(deriveTitle(" \n ")).toBe("Product from description");
  });

  it("never splits an emoji", () => {
    expect(deriveTitle(`${"a".repeat(49)}🎨🎨`)).toBe(`${"a".repeat(49)}🎨`);
  });
});

describe("deriveShortDescription", () => {
  it("keeps up to 100 characters as they are", () => {
    expect(SHORT_DESCRIPTION_LENGTH).toBe(100);
    expect(deriveShortDescription("x".repeat(100))).toBe("x".repeat(100));
    expect(deriveShortDescription("Short one")).toBe("Short one");
  });

  it("adds an ellipsis after the first 100 characters when longer", () => {
    expect(deriveShortDescription("x".repeat(101))).toBe(`${"x".repeat(100)}...`);
  });

  it("gives an empty text for an empty description", () => {
    expect(deriveShortDescription("  ")).toBe("");
  });
});
