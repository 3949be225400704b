import { describe, expect, it } from "vitest";
import { DUPLICATE_TEXTS, uniqueSuffix, uniqueTitle, withUniqueSuffix } from "./duplicates";

const now = new Date("2025-03-01T10:00:00.000Z");

describe("uniqueTitle", () => {
  it("appends (1) when nothing numbered is taken", () => {
    expect(uniqueTitle("Planner", new Set(["Planner"]), now)).toBe("Planner (1)");
  });

  it("takes the first free number", () => {
    expect(uniqueTitle("Planner", new Set(["Planner", "Planner (1)", "Planner (2)", "Planner (4)"]), now)).toBe("Planner (3)");
  });

  it("tries up to 100", () => {
    const taken = new Set(Array.from({ length: 99 }, (_, i) => `Planner (${i + 1})`));
    expect(uniqueTitle("Planner", taken, now)).toBe("Planner (100)");
  });

  it("falls back to the timestamp once 1-100 are all taken", () => {
    const taken = new Set(Array.from({ length: 100 }, (_, i) => `Planner (${i + 1})`));
    expect(uniqueTitle("Planner", taken, now)).toBe(`Planner (${now.getTime()})`);
  });
});

describe("the unique suffix on the generated title", () => {
  it("reads the ' (n)' the submitted title was given, and nothing else", () => {
    expect(uniqueSuffix("Planner (3)", "Planner")).toBe(" (3)");
    expect(uniqueSuffix("Planner", "Planner")).toBeNull();
    expect(uniqueSuffix("Planner (2024)", "Planner (2024)")).toBeNull();
    expect(uniqueSuffix("Planner (draft)", "Planner")).toBeNull();
    expect(uniqueSuffix("Other (1)", "Planner")).toBeNull();
    expect(uniqueSuffix(null, "Planner")).toBeNull();
  });

  it("appends it once, shortening the title at a word to stay within the limit", () => {
    expect(withUniqueSuffix("Habit Planner for Notion", " (1)", 140)).toBe("Habit Planner for Notion (1)");
    expect(withUniqueSuffix("Habit Planner (1)", " (1)", 140)).toBe("Habit Planner (1)");
    expect(withUniqueSuffix("Habit Planner", null, 140)).toBe("Habit Planner");
    const long = "Weekly Habit Planner for Notion, Daily Routine Tracker";
    const fitted = withUniqueSuffix(long, " (12)", 40);
    expect(fitted.length).toBeLessThanOrEqual(40);
    expect(fitted).toMatch(/^Weekly Habit Planner for Notion(,)? ?\S* \(12\)$/);
    expect(fitted).not.toMatch(/[,\s] \(12\)$/);
  });
});

describe("DUPLICATE_TEXTS", () => {
  it("uses the duplicate dialog's texts", () => {
    expect(DUPLICATE_TEXTS.archiveFailed).toBe("Failed to archive existing product. Please try again.");
    expect(DUPLICATE_TEXTS.replaceFailed).toBe("Failed to replace existing product. Please try again.");
    expect(DUPLICATE_TEXTS.uniqueFailed).toBe("Failed to create product with unique title. Please try again.");
    expect(DUPLICATE_TEXTS.cancelledTitle).toBe("Cancelled");
    expect(DUPLICATE_TEXTS.cancelled).toBe("Product creation cancelled.");
    expect(DUPLICATE_TEXTS.replaced).toBe("Previous product archived and new product created.");
    expect(DUPLICATE_TEXTS.createdWithTitle("Planner (2)")).toBe('Product created with title: "Planner (2)".');
  });
});
