import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiSubscription } from "../../../../core/api-types";
import { renderAt, seededQueryClient } from "../../../../../tests/support/web/render";
import { UsagePill } from "./usage-pill";
import { subscriptionKey } from "../../../api/subscription";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";

function renderPill(subscription: Partial<ApiSubscription>) {
  renderAt(<UsagePill />, seededQueryClient([[subscriptionKey, buildSubscription(subscription)]]));
  return screen.getByRole("link");
}

afterEach(() => vi.restoreAllMocks());

describe("UsagePill", () => {
  it("shows tier and usage, links to pricing and invites free users to upgrade", () => {
    const pill = renderPill({ tier: "free", productCount: 0, maxProducts: 1 });
    expect(pill).toHaveAttribute("href", "/pricing");
    expect(pill).toHaveAttribute("data-usage", "green");
    expect(pill).toHaveAttribute("title", expect.stringMatching(/Click to upgrade your plan$/));
    expect(pill).toHaveTextContent("Free 0/1 products used");
    expect(pill).toHaveAccessibleName(/Click to upgrade your plan$/);
  });

  it("names the plan and the usage, which the narrow header (count only) leaves to the name", () => {
    const pill = renderPill({ tier: "creator", productCount: 0, maxProducts: 10 });
    expect(pill).toHaveAccessibleName("Creator 0/10 products used. Click to upgrade your plan");
    expect(pill).toHaveTextContent(/^Creator 0\/10 products used$/);
  });

  it("still leads to the plans when the plan cannot be loaded, instead of a placeholder for good", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ error: { code: "INTERNAL", message: "Boom" } }, { status: 500 }));
    renderAt(<UsagePill />, seededQueryClient());
    const pill = await screen.findByRole("link", { name: "Plan: could not be loaded. View plans" });
    expect(pill).toHaveAttribute("href", "/pricing");
    expect(pill).toHaveTextContent("Plan");
  });

  it("turns amber from 70 % and red from 90 %", () => {
    expect(renderPill({ tier: "creator", productCount: 7, maxProducts: 10 })).toHaveAttribute("data-usage", "amber");
  });

  it("does not invite pro users to upgrade", () => {
    const pill = renderPill({ tier: "pro", productCount: 36, maxProducts: 40 });
    expect(pill).toHaveAttribute("data-usage", "red");
    expect(pill).not.toHaveAttribute("title", expect.stringMatching(/upgrade/));
    expect(pill).toHaveTextContent(/^Pro 36\/40 products used$/);
    expect(pill).toHaveAccessibleName("Pro 36/40 products used");
  });
});

describe("UsagePill counts as the create page does (issue 16)", () => {
  it("counts products in progress, says how many, and colours by that count", () => {
    const pill = renderPill({ tier: "free", productCount: 0, inProgress: 1 });
    expect(pill).toHaveTextContent(/^Free 1\/1 products used, 1 in progress$/);
    expect(pill).toHaveAccessibleName("Free 1/1 products used, 1 in progress. Click to upgrade your plan");
    expect(pill).toHaveAttribute("data-usage", "red");
  });

  it("shows the slots used, not only the finished products", () => {
    const pill = renderPill({ tier: "creator", productCount: 6, inProgress: 2, slotsUsed: 9 });
    expect(pill).toHaveTextContent(/^Creator 9\/10 products used, 2 in progress$/);
    expect(pill).toHaveAttribute("data-usage", "red");
  });

  it("explains what counts in its description, for pro users too", () => {
    const pill = renderPill({ tier: "pro", productCount: 1 });
    expect(pill).toHaveAccessibleDescription("Finished products and those in progress use your plan, archived ones included; failed ones do not.");
    expect(pill).not.toHaveTextContent(/in progress/);
  });

  it("puts the trial after the products in progress", () => {
    const pill = renderPill({ tier: "creator", productCount: 1, inProgress: 1, trial: { endsAt: "2026-01-08T00:00:00.000Z", daysLeft: 3 } });
    expect(pill).toHaveTextContent(/^Creator 2\/10 products used, 1 in progress · Trial, 3 days left$/);
    expect(pill).toHaveAccessibleName("Creator 2/10 products used, 1 in progress. Trial, 3 days left. Click to upgrade your plan");
  });
});

describe("UsagePill during a free trial (issue 15)", () => {
  const trial = (daysLeft: number) => ({ endsAt: "2026-01-08T00:00:00.000Z", daysLeft });

  it("says how many days are left, in the visible text and the accessible name", () => {
    const pill = renderPill({ tier: "creator", productCount: 2, maxProducts: 10, trial: trial(5) });
    expect(pill).toHaveTextContent(/^Creator 2\/10 products used · Trial, 5 days left$/);
    expect(pill).toHaveAccessibleName("Creator 2/10 products used. Trial, 5 days left. Click to upgrade your plan");
  });

  it("says 'last day' on the trial's final day", () => {
    const pill = renderPill({ tier: "pro", productCount: 0, maxProducts: 40, trial: trial(1) });
    expect(pill).toHaveTextContent(/Trial, last day$/);
    expect(pill).toHaveAccessibleName("Pro 0/40 products used. Trial, last day");
  });

  it("shows nothing about trials without one", () => {
    const pill = renderPill({ tier: "creator", productCount: 0, maxProducts: 10, trial: null });
    expect(pill).not.toHaveTextContent(/Trial/);
  });
});
