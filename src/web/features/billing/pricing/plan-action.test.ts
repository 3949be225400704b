import { describe, expect, it } from "vitest";
import type { Tier } from "../../../../core/plans";
import { planActionKind } from "./plan-action";

const TIERS: Tier[] = ["free", "creator", "pro"];
/** The kinds of the Free, Creator and Pro cards, in that order. */
const row = (viewer: Parameters<typeof planActionKind>[2], signedIn = true, paymentsOff = false) =>
  TIERS.map((tier) => planActionKind(tier, signedIn, viewer, paymentsOff));

describe("planActionKind: each plan card's button", () => {
  it("asks visitors to sign in on every card, and waits for a signed-in user's plan", () => {
    expect(row(undefined, false)).toEqual(["sign-in", "sign-in", "sign-in"]);
    expect(row(undefined)).toEqual(["loading", "loading", "loading"]);
  });

  it("gives a free user 'Current Plan' on Free and 'Start Today' on the paid plans", () => {
    expect(row({ tier: "free", hasPaidSubscription: false })).toEqual(["current", "checkout", "checkout"]);
  });

  it("gives a subscriber 'Manage Subscription' on the current paid plan only: Free switches down, the other plan switches", () => {
    expect(row({ tier: "creator", hasPaidSubscription: true })).toEqual(["downgrade", "manage", "switch"]);
    expect(row({ tier: "pro", hasPaidSubscription: true })).toEqual(["downgrade", "switch", "manage"]);
    for (const tier of ["creator", "pro"] as const) {
      expect(row({ tier, hasPaidSubscription: true }).filter((kind) => kind === "manage")).toHaveLength(1);
    }
  });

  it("gives an admin-granted plan (no Paddle subscription) 'Current Plan', Free as included, and checkout for the other plan", () => {
    expect(row({ tier: "creator", hasPaidSubscription: false })).toEqual(["included", "current", "checkout"]);
    expect(row({ tier: "pro", hasPaidSubscription: false })).toEqual(["included", "checkout", "current"]);
  });

  it("offers nothing that needs payments when they are off, but still lets visitors sign up for Free", () => {
    expect(row(undefined, false, true)).toEqual(["sign-in", "unavailable", "unavailable"]);
    expect(row({ tier: "free", hasPaidSubscription: false }, true, true)).toEqual(["current", "unavailable", "unavailable"]);
    expect(row({ tier: "creator", hasPaidSubscription: true }, true, true)).toEqual(["unavailable", "unavailable", "unavailable"]);
  });
});
