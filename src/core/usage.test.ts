import { describe, expect, it } from "vitest";
import { usageColour, usagePercent } from "./usage";

describe("usageColour", () => {
  it.each([
    [0, 1, "green"],
    [6, 10, "green"],
    [7, 10, "amber"],
    [8, 10, "amber"],
    [9, 10, "red"],
    [10, 10, "red"],
    [1, 1, "red"],
    [27, 40, "green"],
    [28, 40, "amber"],
    [36, 40, "red"],
    [12, 10, "red"],
  ] as const)("%i of %i is %s", (count, max, colour) => {
    expect(usageColour(count, max)).toBe(colour);
  });

  it("counts a maximum of zero as 0 %", () => {
    expect(usagePercent(5, 0)).toBe(0);
    expect(usageColour(5, 0)).toBe("green");
    expect(usageColour(3, -1)).toBe("green");
  });

  it("ignores non-numbers", () => {
    expect(usagePercent(Number.NaN, 10)).toBe(0);
    expect(usagePercent(-3, 10)).toBe(0);
  });
});
