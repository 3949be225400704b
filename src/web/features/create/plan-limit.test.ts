import { describe, expect, it } from "vitest";
import { planLimitLevel, planLimitText } from "./plan-limit";

describe("plan limit", () => {
  it("warns one product before the cap and turns red at it", () => {
    const free = { tier: "free", maxProducts: 1 } as const;
    expect(planLimitLevel({ ...free, slotsUsed: 0 })).toBe("near");
    expect(planLimitText({ ...free, slotsUsed: 0 }, "near")).toBe("You can create 1 more product on the Free plan");
    expect(planLimitLevel({ ...free, slotsUsed: 1 })).toBe("reached");
    expect(planLimitText({ ...free, slotsUsed: 1 }, "reached")).toBe("You have reached the limit of 1 product on the Free plan");
    expect(planLimitLevel({ tier: "creator", maxProducts: 10, slotsUsed: 8 })).toBeNull();
    expect(planLimitText({ tier: "creator", maxProducts: 10, slotsUsed: 12 }, "reached")).toBe("You have reached the limit of 10 products on the Creator plan");
  });

  it("never warns pro users", () => {
    expect(planLimitLevel({ tier: "pro", maxProducts: 40, slotsUsed: 40 })).toBeNull();
  });
});
