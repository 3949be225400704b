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
