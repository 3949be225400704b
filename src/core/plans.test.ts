import { describe, expect, it } from "vitest";
import { PLANS, canUpgrade, isTier, tierName } from "./plans";

describe("plans", () => {
  it("caps free at 1, creator at 10 and pro at 40 with the published prices", () => {
    expect(PLANS.free).toMatchObject({ maxProducts: 1, monthlyPrice: 0 });
    expect(PLANS.creator).toMatchObject({ maxProducts: 10, monthlyPrice: 14, annualPrice: 140 });
    expect(PLANS.pro).toMatchObject({ maxProducts: 40, monthlyPrice: 39, annualPrice: 390 });
  });

  it("capitalises tier names and reads nothing as Free", () => {
    expect(tierName("free")).toBe("Free");
    expect(tierName("CREATOR")).toBe("Creator");
    expect(tierName("pro")).toBe("Pro");
    expect(tierName("")).toBe("Free");
    expect(tierName(null)).toBe("Free");
  });

  it("invites everyone below pro to upgrade", () => {
    expect(canUpgrade("free")).toBe(true);
    expect(canUpgrade("creator")).toBe(true);
    expect(canUpgrade("pro")).toBe(false);
    expect(canUpgrade(undefined)).toBe(true);
  });

  it("recognises only the three tiers", () => {
    expect(isTier("pro")).toBe(true);
    expect(isTier("enterprise")).toBe(false);
    expect(isTier(3)).toBe(false);
  });
});
