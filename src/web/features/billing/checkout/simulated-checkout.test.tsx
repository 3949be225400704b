import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { toast, Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SimulatedCheckoutPage } from "../../../routes/simulated-checkout";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildConfig } from "../../../../../tests/support/web/render-pricing";
import { billingKeys } from "../../../api/billing";

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

/** `trialDays`: the trial this buyer may start (0: trials off, or a returning customer); `days`: TRIAL_DAYS. */
function visit(path: string, trialDays = 0, days = trialDays) {
  const layout = (
    <>
      <Outlet />
      <Toaster />
    </>
  );
  const stub = (at: string) => ({ path: at, element: <p>{`Page ${at}`}</p> });
  const routes = [{ element: layout, children: [{ path: "/checkout/simulated", element: <SimulatedCheckoutPage /> }, stub("/success"), stub("/pricing")] }];
  const offer = { available: trialDays > 0, days: trialDays > 0 ? trialDays : days };
  return renderRoutes(
    routes,
    path,
    seededQueryClient([meSeed(buildMe()), [["config"], { ...buildConfig("simulated"), trialDays: days }], [billingKeys.trial, offer]]),
  );
}

describe("SimulatedCheckoutPage", () => {
  it("says it is a local stand-in and shows the plan, price, period and the buyer's e-mail", () => {
    visit("/checkout/simulated?tier=creator&interval=monthly");
    expect(screen.getByRole("note")).toHaveTextContent("Test checkout — no real payment is taken; this page plays Paddle's part in local development.");
    expect(screen.getByRole("heading", { name: "Creator plan" })).toBeInTheDocument();
    expect(screen.getByText("$14")).toBeInTheDocument();
    expect(screen.getByText("/ month")).toBeInTheDocument();
    expect(screen.getByText("Monthly")).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $14" })).toBeEnabled();
  });

  it("pays, showing 'Processing...', then opens the success page knowing the plan bought", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const router = visit("/checkout/simulated?tier=pro&interval=annual");
    await user.click(screen.getByRole("button", { name: "Pay $390" }));

    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/billing/simulated/pay");
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({ tier: "pro", interval: "annual" });

    answer(Response.json({ transactionId: "txn_1", subscriptionId: "sub_1" }));
    expect(await screen.findByText("Page /success")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/success");
    expect(JSON.parse(sessionStorage.getItem("listcraft.checkout") ?? "null")).toMatchObject({ tier: "pro", interval: "annual" });
  });

  it("reports a failed payment and stays", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ error: { code: "NOT_FOUND", message: "Simulated payments are off." } }, { status: 404 }));
    visit("/checkout/simulated?tier=creator&interval=annual");
    await userEvent.setup().click(screen.getByRole("button", { name: "Pay $140" }));
    expect(await screen.findByText("Checkout error")).toBeInTheDocument();
    expect(screen.getByText("Simulated payments are off.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $140" })).toBeEnabled();
  });

  it("goes back to pricing with checkout=cancelled on Cancel", async () => {
    const router = visit("/checkout/simulated?tier=creator&interval=monthly");
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel" }));
    expect(router.state.location.pathname + router.state.location.search).toBe("/pricing?checkout=cancelled");
  });

  it("refuses an unknown plan or period with a way back to pricing", () => {
    visit("/checkout/simulated?tier=free&interval=weekly");
    expect(screen.getByRole("alert")).toHaveTextContent("This checkout link does not name a plan and billing period that can be bought.");
    expect(screen.getByRole("link", { name: "Back to Pricing" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
  });
});

describe("SimulatedCheckoutPage with a free trial (issue 15)", () => {
  it("offers 'Start 7-day trial' beside paying", () => {
    visit("/checkout/simulated?tier=creator&interval=monthly", 7);
    expect(screen.getByRole("button", { name: "Start 7-day trial" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Pay $14" })).toBeEnabled();
    expect(screen.getByText("Or try the plan free for 7 days: nothing is charged until the trial ends.")).toBeInTheDocument();
  });

  it("offers no trial when trials are off", () => {
    visit("/checkout/simulated?tier=creator&interval=monthly", 0);
    expect(screen.queryByRole("button", { name: /trial/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $14" })).toBeEnabled();
  });

  it("offers no trial, in words or by a button, to a buyer who has had one (issue 30)", () => {
    visit("/checkout/simulated?tier=creator&interval=monthly", 0, 7);
    expect(screen.queryByRole("button", { name: /trial/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/trial/i)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $14" })).toBeEnabled();
  });

  it("starts the trial, showing 'Starting trial...', then opens the success page knowing the plan", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const router = visit("/checkout/simulated?tier=pro&interval=monthly", 7);
    await user.click(screen.getByRole("button", { name: "Start 7-day trial" }));

    expect(screen.getByRole("button", { name: "Starting trial..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Pay $39" })).toBeDisabled();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/billing/simulated/trial");
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({ tier: "pro", interval: "monthly" });

    answer(Response.json({ subscriptionId: "sub_1", trialEndsAt: "2026-01-08T00:00:00.000Z" }));
    expect(await screen.findByText("Page /success")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/success");
    expect(JSON.parse(sessionStorage.getItem("listcraft.checkout") ?? "null")).toMatchObject({ tier: "pro", interval: "monthly" });
  });
});
