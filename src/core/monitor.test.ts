import { describe, expect, it } from "vitest";
import { formatAmount, formatDuration, healthRating } from "./monitor";

describe("healthRating", () => {
  it.each([
    [100, 100, "excellent"],
    [99, 95, "excellent"],
    [98.99, 95, "good"],
    [99, 94.99, "good"],
    [95, 90, "good"],
    [94.99, 100, "poor"],
    [100, 89.99, "poor"],
    [0, 0, "poor"],
  ] as const)("accuracy %s and webhook success %s rate %s", (accuracy, webhook, rating) => {
    expect(healthRating(accuracy, webhook)).toBe(rating);
  });
});

describe("formatting", () => {
  it("shows minor units as an amount with its currency", () => {
    expect(formatAmount("1400", "USD")).toBe("14.00 USD");
    expect(formatAmount(null, "USD")).toBe("—");
    expect(formatAmount("abc", null)).toBe("—");
    expect(formatAmount("100", "JPY")).toBe("100 JPY");
  });
  it("reads durations", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(45_000)).toBe("45 s");
    expect(formatDuration(3 * 60_000)).toBe("3 min");
    expect(formatDuration(125 * 60_000)).toBe("2 h 5 min");
    expect(formatDuration(120 * 60_000)).toBe("2 h");
  });
});
