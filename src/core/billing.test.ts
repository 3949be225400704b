import { describe, expect, it } from "vitest";
import { entitlements, intervalForPrice, majorAmount, planFromAmount, planPriceOf, tierForPrice, type PriceIds } from "./billing";

const prices: PriceIds = {
  creator: { monthly: "pri_cm", annual: "pri_ca" },
  pro: { monthly: "pri_pm", annual: "pri_pa" },
};

describe("billing rules", () => {
  it("maps the four price ids to their tiers and nothing else", () => {
    expect(tierForPrice("pri_cm", prices)).toBe("creator");
    expect(tierForPrice("pri_ca", prices)).toBe("creator");
    expect(tierForPrice("pri_pm", prices)).toBe("pro");
    expect(tierForPrice("pri_pa", prices)).toBe("pro");
    expect(tierForPrice("pri_other", prices)).toBeNull();
    expect(tierForPrice(null, prices)).toBeNull();
  });

  it("reads the plan's price off the charged lines: a proration credit or an add-on does not count", () => {
    expect(
      planPriceOf(
        [
          { priceId: "pri_cm", quantity: -1 },
          { priceId: "pri_pm", quantity: 1 },
        ],
        prices,
      ),
    ).toBe("pri_pm");
    expect(
      planPriceOf(
        [
          { priceId: "pri_pm", quantity: -1 },
          { priceId: "pri_cm", quantity: 1 },
        ],
        prices,
      ),
    ).toBe("pri_cm");
    expect(planPriceOf([{ priceId: "pri_addon", quantity: 1 }, { priceId: "pri_ca" }], prices)).toBe("pri_ca");
    expect(planPriceOf([{ priceId: "pri_cm" }, { priceId: "pri_pa" }], prices)).toBe("pri_pa");
    expect(planPriceOf([{ priceId: "pri_unknown", quantity: 1 }], prices)).toBe("pri_unknown");
    expect(planPriceOf([{ priceId: null }, { priceId: "pri_cm", quantity: 0 }], prices)).toBeNull();
    expect(planPriceOf([], prices)).toBeNull();
  });

  it("tells how each price id is billed, and nothing for an unknown one", () => {
    expect(["pri_cm", "pri_ca", "pri_pm", "pri_pa"].map((id) => intervalForPrice(id, prices))).toEqual(["monthly", "annual", "monthly", "annual"]);
    expect(intervalForPrice("pri_other", prices)).toBeNull();
    expect(intervalForPrice(undefined, prices)).toBeNull();
  });

  it.each([
    [14, "creator", "monthly"],
    [10, "creator", "monthly"],
    [39, "creator", "monthly"],
    [32, "pro", "monthly"],
    [140, "creator", "annual"],
    [390, "creator", "monthly"],
    [320, "pro", "annual"],
    [0, "creator", "monthly"],
  ] as const)("guesses $%s as %s %s", (amount, tier, interval) => {
    expect(planFromAmount(amount)).toEqual({ tier, interval });
  });

  it("keeps SEO tags, use cases and export for paid plans", () => {
    expect(entitlements("free")).toEqual({ seoTags: false, useCases: false, export: false });
    expect(entitlements("creator")).toEqual({ seoTags: true, useCases: true, export: true });
    expect(entitlements("pro").export).toBe(true);
  });
});

describe("majorAmount", () => {
  it("reads Paddle's minor units with the currency's decimals", () => {
    expect(majorAmount("1400", "USD")).toEqual({ value: 14, text: "14.00" });
    expect(majorAmount("1399", "eur")).toEqual({ value: 13.99, text: "13.99" });
    // Yen and won have no minor units: "100" is ¥100.
    expect(majorAmount("100", "JPY")).toEqual({ value: 100, text: "100" });
    expect(majorAmount("5000", "krw")).toEqual({ value: 5000, text: "5000" });
  });

  it("gives null for a missing or unreadable amount", () => {
    for (const amount of [null, undefined, "", "  ", "abc"]) expect(majorAmount(amount, "USD")).toBeNull();
  });
});
