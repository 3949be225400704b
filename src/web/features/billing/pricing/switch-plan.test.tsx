import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { actionOf, card, usagePill, visitPricing } from "../../../../../tests/support/web/render-pricing";

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const request = (call: Parameters<typeof fetch> | undefined) => ({
  url: String(call?.[0]),
  method: call?.[1]?.method,
  body: call?.[1]?.body === undefined ? undefined : (JSON.parse(String(call[1].body)) as unknown),
});
const dialog = (plan = "Pro") => screen.getByRole("dialog", { name: `Switch to the ${plan} plan?` });

describe("switching plans as a paying subscriber", () => {
  it("states the new price for the chosen period, and 'Keep current plan' sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    visitPricing("/pricing", { tier: "creator" });

    await user.click(actionOf("Pro"));
    // The dialog's code loads on the first open (decision 033).
    expect(await screen.findByRole("dialog", { name: "Switch to the Pro plan?" })).toHaveAccessibleDescription(
      /Pro costs \$39\/month\. The change applies now/,
    );
    expect(dialog()).toHaveTextContent("Paddle charges or credits the prorated difference");
    await user.click(within(dialog()).getByRole("button", { name: "Keep current plan" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(actionOf("Pro")).toHaveFocus();

    await user.click(screen.getByRole("button", { name: /Annual/ }));
    await user.click(actionOf("Pro"));
    expect(dialog()).toHaveAccessibleDescription(/Pro costs \$390\/year\./);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("switches the subscription and shows the new plan at once in the pill and on the cards", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    visitPricing("/pricing", { tier: "creator" });
    expect(usagePill()).toHaveTextContent("Creator 0/10");

    await user.click(screen.getByRole("button", { name: /Annual/ }));
    await user.click(actionOf("Pro"));
    await user.click(within(dialog()).getByRole("button", { name: "Switch plan" }));
    expect(within(dialog()).getByRole("button", { name: "Switching..." })).toBeDisabled();
    expect(within(dialog()).getByRole("button", { name: "Keep current plan" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(dialog()).toBeInTheDocument();
    expect(request(fetchSpy.mock.calls[0])).toEqual({ url: "/api/billing/change-plan", method: "POST", body: { tier: "pro", interval: "annual" } });

    answer(Response.json(buildSubscription({ tier: "pro" })));
    expect(await screen.findByText("Subscription updated!")).toBeInTheDocument();
    expect(screen.getByText("Your subscription tier is now: Pro")).toBeInTheDocument();
    expect(usagePill()).toHaveTextContent("Pro 0/40");
    expect(actionOf("Pro")).toHaveAccessibleName("Manage Subscription");
    expect(actionOf("Creator")).toHaveAccessibleName("Switch to Creator");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(actionOf("Pro")).toHaveFocus();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when Paddle cannot be reached, and keeps the plan", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      Response.json({ error: { code: "BAD_GATEWAY", message: "Paddle is not answering right now." } }, { status: 502 }),
    );
    const user = userEvent.setup();
    visitPricing("/pricing", { tier: "creator" });
    await user.click(actionOf("Pro"));
    await user.click(within(dialog()).getByRole("button", { name: "Switch plan" }));

    expect(await screen.findByText("Failed to change plan")).toBeInTheDocument();
    expect(screen.getByText("Paddle is not answering right now.")).toBeInTheDocument();
    expect(screen.queryByText("Subscription updated!")).not.toBeInTheDocument();
    expect(usagePill()).toHaveTextContent("Creator 0/10");
    expect(actionOf("Pro")).toHaveAccessibleName("Switch to Pro");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("moves a monthly subscriber to annual billing on the same plan, and keeps Manage Subscription", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    visitPricing("/pricing", { tier: "creator" });
    expect(
      within(card("Creator"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Manage Subscription"]);

    await user.click(screen.getByRole("button", { name: /Annual/ }));
    const periodSwitch = within(card("Creator")).getByRole("button", { name: "Switch to annual billing" });
    expect(actionOf("Creator")).toHaveAccessibleName("Manage Subscription");
    await user.click(periodSwitch);
    const confirm = screen.getByRole("dialog", { name: "Switch to annual billing?" });
    expect(confirm).toHaveAccessibleDescription(/Creator costs \$140\/year\. The change applies now/);
    await user.click(within(confirm).getByRole("button", { name: "Switch plan" }));
    expect(request(fetchSpy.mock.calls[0])).toEqual({ url: "/api/billing/change-plan", method: "POST", body: { tier: "creator", interval: "annual" } });

    answer(Response.json(buildSubscription({ tier: "creator", billingInterval: "annual" })));
    expect(await screen.findByText("You are now billed yearly.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(card("Creator")).queryByRole("button", { name: /billing/ })).not.toBeInTheDocument();
    // The switch button is gone, so focus lands on the card's remaining button.
    expect(actionOf("Creator")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: /Monthly/ }));
    expect(within(card("Creator")).getByRole("button", { name: "Switch to monthly billing" })).toBeInTheDocument();
    expect(
      within(card("Pro"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Switch to Pro"]);
  });

  it("offers no period switch to a plan the admin granted without a Paddle subscription", async () => {
    const user = userEvent.setup();
    visitPricing("/pricing", { tier: "pro", subscription: { hasPaidSubscription: false } });
    await user.click(screen.getByRole("button", { name: /Annual/ }));
    expect(
      within(card("Pro"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Current Plan"]);
  });

  it("checks out a Creator the admin granted without a Paddle subscription, with no dialog", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ mode: "simulated", simulatedUrl: "/checkout/simulated?tier=pro&interval=monthly" }));
    visitPricing("/pricing", { tier: "creator", subscription: { hasPaidSubscription: false } });
    await userEvent.setup().click(actionOf("Pro"));
    expect(await screen.findByText("Page /checkout/simulated")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(request(fetchSpy.mock.calls[0])).toEqual({ url: "/api/billing/checkout", method: "POST", body: { tier: "pro", interval: "monthly" } });
  });
});
