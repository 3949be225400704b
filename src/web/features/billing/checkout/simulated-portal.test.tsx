import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiPaddleSubscription } from "../../../../core/api-types";
import { SimulatedPortalPage } from "../../../routes/simulated-portal";
import { buildMe, meSeed, renderAt, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { subscriptionKey } from "../../../api/subscription";
import { billingKeys } from "../../../api/billing";

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const creator: ApiPaddleSubscription = { id: "sub_creator", status: "active", tier: "creator", interval: "monthly", updatedAt: "2026-01-02T00:00:00.000Z" };
const oldPro: ApiPaddleSubscription = { id: "sub_pro", status: "canceled", tier: "pro", interval: "annual", updatedAt: "2026-01-01T00:00:00.000Z" };

function visit(items: ApiPaddleSubscription[]) {
  const client = seededQueryClient([meSeed(buildMe()), [subscriptionKey, buildSubscription({ tier: "creator" })], [billingKeys.subscriptions, items]]);
  renderAt(
    <>
      <SimulatedPortalPage />
      <Toaster />
    </>,
    client,
  );
  return client;
}

describe("SimulatedPortalPage", () => {
  it("lists each subscription's plan, period and status; only active ones can be cancelled", () => {
    visit([creator, oldPro]);
    expect(screen.getByRole("note")).toHaveTextContent("Test customer portal");
    const [first, second] = within(screen.getByRole("list", { name: "Subscriptions" })).getAllByRole("listitem");
    expect(first).toHaveTextContent("Creator planMonthlyactive");
    expect(within(first!).getByRole("button", { name: "Cancel subscription" })).toHaveAccessibleDescription("Creator plan");
    expect(second).toHaveTextContent("Pro planAnnualcanceled");
    expect(within(second!).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Pricing" })).toHaveAttribute("href", "/pricing");
  });

  it("cancels after confirmation, then shows Free in the shared subscription cache", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ ok: true }))
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "free" })))
      .mockResolvedValueOnce(Response.json({ items: [{ ...creator, status: "canceled" }] }));
    const user = userEvent.setup();
    const client = visit([creator]);
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));

    const dialog = screen.getByRole("dialog");
    // The test portal cancels at once, so the dialog must not promise the rest of the billing period.
    expect(dialog).toHaveAccessibleDescription(
      "Your plan returns to Free right away: this test portal does not wait for the end of the billing period. Your products are kept.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));

    expect(await screen.findByText("Subscription cancelled")).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryData(subscriptionKey)).toMatchObject({ tier: "free", maxProducts: 1 }));
    expect(await screen.findByText("canceled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
    const calls = fetchSpy.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(calls).toEqual(["POST /api/billing/simulated/cancel", "POST /api/subscription/refresh", "GET /api/billing/subscriptions"]);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({ subscriptionId: "sub_creator" });
  });

  it("keeps the subscription when the dialog is dismissed", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    visit([creator]);
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    await user.click(screen.getByRole("button", { name: "Keep subscription" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says when there is nothing to manage", () => {
    visit([]);
    expect(screen.getByText(/You have no subscriptions\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View plans" })).toHaveAttribute("href", "/pricing");
  });
});

describe("SimulatedPortalPage with a trial (issue 15)", () => {
  const trialing: ApiPaddleSubscription = { ...creator, status: "trialing" };

  it("offers to end a trialing subscription's trial, paid or cancelled; others have no such buttons", () => {
    visit([trialing, oldPro]);
    const [first, second] = within(screen.getByRole("list", { name: "Subscriptions" })).getAllByRole("listitem");
    const group = within(first!).getByRole("group", { name: "End the trial now" });
    expect(within(group).getByRole("button", { name: "End trial: pay" })).toHaveAccessibleDescription("Creator plan");
    expect(within(group).getByRole("button", { name: "End trial: cancel" })).toBeEnabled();
    expect(within(second!).queryByRole("group")).not.toBeInTheDocument();
  });

  it("ends the trial as cancelled, then shows Free in the shared subscription cache", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "free" })))
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "free" })))
      .mockResolvedValueOnce(Response.json({ items: [{ ...creator, status: "canceled" }] }));
    const user = userEvent.setup();
    const client = visit([trialing]);
    await user.click(screen.getByRole("button", { name: "End trial: cancel" }));

    expect(await screen.findByText("Trial ended: subscription cancelled")).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryData(subscriptionKey)).toMatchObject({ tier: "free", maxProducts: 1 }));
    expect(await screen.findByText("canceled")).toBeInTheDocument();
    const calls = fetchSpy.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(calls).toEqual(["POST /api/billing/simulated/end-trial", "POST /api/subscription/refresh", "GET /api/billing/subscriptions"]);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({ outcome: "canceled" });
  });
});
