import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiSubscription } from "../../../core/api-types";
import { renderAt, seededQueryClient } from "../../testing/render";
import { UsagePill } from "./usage-pill";
import { subscriptionKey } from "./api";

function renderPill(subscription: Partial<ApiSubscription>) {
  const data = { tier: "free", maxProducts: 1, productCount: 0, updatedAt: "2026-01-01T00:00:00Z", ...subscription };
  renderAt(<UsagePill />, seededQueryClient([[subscriptionKey, data]]));
  return screen.getByRole("link");
}

afterEach(() => vi.restoreAllMocks());

describe("UsagePill", () => {
  it("shows tier and usage, links to pricing and invites free users to upgrade", () => {
    const pill = renderPill({ tier: "free", productCount: 0, maxProducts: 1 });
    expect(pill).toHaveAttribute("href", "/pricing");
    expect(pill).toHaveAttribute("data-usage", "green");
    expect(pill).toHaveAttribute("title", "Click to upgrade your plan");
    expect(pill).toHaveTextContent("Free 0/1");
    expect(pill).toHaveAccessibleName(/Click to upgrade your plan$/);
  });

  it("names the plan and the usage, which the narrow header (count only) leaves to the name", () => {
    const pill = renderPill({ tier: "creator", productCount: 0, maxProducts: 10 });
    expect(pill).toHaveAccessibleName("Creator 0/10 products used. Click to upgrade your plan");
    expect(pill).toHaveTextContent(/^Creator 0\/10$/);
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
    expect(pill).not.toHaveAttribute("title");
    expect(pill).toHaveTextContent(/^Pro 36\/40$/);
    expect(pill).toHaveAccessibleName("Pro 36/40 products used");
  });
});

describe("UsagePill during a free trial (issue 15)", () => {
  const trial = (daysLeft: number) => ({ endsAt: "2026-01-08T00:00:00.000Z", daysLeft });

  it("says how many days are left, in the visible text and the accessible name", () => {
    const pill = renderPill({ tier: "creator", productCount: 2, maxProducts: 10, trial: trial(5) });
    expect(pill).toHaveTextContent(/^Creator 2\/10 · Trial, 5 days left$/);
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
