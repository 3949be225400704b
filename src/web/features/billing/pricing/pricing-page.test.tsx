import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onTrack } from "../../../lib/analytics/track";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { actionOf, card, visitPricing as visit } from "../../../../../tests/support/web/render-pricing";

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const buttonsOf = (name: string) => within(card(name)).queryAllByRole("button");
/** The cards marked as the viewer's plan. */
const currentPlans = () =>
  screen
    .getAllByRole("article")
    .filter((article) => article.getAttribute("aria-current") === "true")
    .map((article) => within(article).getByRole("heading").textContent);

describe("PricingPage plans", () => {
  it("asks visitors to sign in on every plan", () => {
    visit("/pricing", { me: null });
    for (const name of ["Free", "Creator", "Pro"]) {
      expect(within(card(name)).getByRole("link", { name: "Sign in to subscribe" })).toHaveAttribute("href", "/sign-in?redirect=%2Fpricing");
    }
    expect(within(card("Creator")).getByText("Most Popular")).toBeInTheDocument();
    expect(currentPlans()).toEqual([]);
    expect(screen.getByText("Pause or cancel anytime")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Refresh subscription" })).not.toBeInTheDocument();
  });

  it("shows a free user 'Current Plan' (disabled) on Free and 'Start Today' on the paid plans", () => {
    visit("/pricing");
    expect(actionOf("Free")).toHaveTextContent("Current Plan");
    expect(actionOf("Free")).toBeDisabled();
    expect(currentPlans()).toEqual(["Free"]);
    expect(actionOf("Creator")).toHaveAccessibleName("Start Today");
    expect(actionOf("Creator")).toBeEnabled();
    expect(actionOf("Pro")).toHaveAccessibleName("Start Today");
    expect(screen.getByRole("button", { name: "Refresh subscription" })).toBeEnabled();
  });

  it("offers a paying creator 'Manage Subscription' on Creator and a switch, not a second checkout, on Pro", () => {
    visit("/pricing", { tier: "creator" });
    expect(actionOf("Creator")).toHaveAccessibleName("Manage Subscription");
    expect(actionOf("Pro")).toHaveAccessibleName("Switch to Pro");
    expect(actionOf("Pro")).toHaveAttribute("aria-haspopup", "dialog");
    expect(within(card("Pro")).queryByText("Start Today")).not.toBeInTheDocument();
    // Back to Free is a cancellation in the customer portal, and the button says where it leads.
    expect(actionOf("Free")).toHaveAccessibleName("Switch to Free");
    expect(actionOf("Free")).toHaveAccessibleDescription("Opens subscription management, where cancelling your paid plan returns you to Free.");
    expect(actionOf("Free")).toBeEnabled();
    expect(screen.getAllByRole("button", { name: "Manage Subscription" })).toEqual([actionOf("Creator")]);
    expect(currentPlans()).toEqual(["Creator"]);
    expect(within(card("Creator")).getByText("Your current plan")).toBeInTheDocument();
    expect(within(card("Free")).queryByText("Your current plan")).not.toBeInTheDocument();
  });

  it("offers a paying pro a switch to Creator", () => {
    visit("/pricing", { tier: "pro" });
    expect(actionOf("Creator")).toHaveAccessibleName("Switch to Creator");
    expect(actionOf("Pro")).toHaveAccessibleName("Manage Subscription");
  });

  it("offers checkout on Pro to a Creator the admin granted without a Paddle subscription: there is nothing to switch or manage", () => {
    visit("/pricing", { tier: "creator", subscription: { hasPaidSubscription: false } });
    expect(actionOf("Creator")).toHaveAccessibleName("Current Plan");
    expect(actionOf("Creator")).toBeDisabled();
    expect(currentPlans()).toEqual(["Creator"]);
    expect(actionOf("Free")).toHaveAccessibleName("Included in your plan");
    expect(actionOf("Free")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Manage Subscription" })).not.toBeInTheDocument();
    expect(actionOf("Pro")).toHaveAccessibleName("Start Today");
    expect(actionOf("Pro")).not.toHaveAttribute("aria-haspopup");
  });

  it("shows disabled placeholders, not labels about to change, while the plan loads", async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    visit("/pricing", { tier: null });
    for (const name of ["Free", "Creator", "Pro"]) {
      expect(actionOf(name)).toHaveAccessibleName("Loading your plan");
      expect(actionOf(name)).toBeDisabled();
    }
    expect(screen.queryByText("Start Today")).not.toBeInTheDocument();
    expect(screen.queryByText("Current Plan")).not.toBeInTheDocument();

    answer(Response.json(buildSubscription({ tier: "creator" })));
    await waitFor(() => expect(actionOf("Creator")).toHaveAccessibleName("Manage Subscription"));
    expect(actionOf("Pro")).toHaveAccessibleName("Switch to Pro");
  });

  it("says when the plan could not be loaded, offers no free-user buttons, and retries on request", async () => {
    const failure = () => Response.json({ error: { code: "INTERNAL", message: "Boom" } }, { status: 500 });
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(failure())
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "pro" })));
    visit("/pricing", { tier: null });
    expect(await screen.findByText("Your plan could not be loaded, so the plans cannot offer the right buttons.")).toBeInTheDocument();
    for (const name of ["Free", "Creator", "Pro"]) expect(buttonsOf(name)).toEqual([]);
    expect(screen.queryByText("Start Today")).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(actionOf("Pro")).toHaveAccessibleName("Manage Subscription"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[1]?.[0])).toBe("/api/subscription");
  });

  it("lists what Free lacks and shows annual prices after the toggle", async () => {
    visit("/pricing", { me: null });
    const free = card("Free");
    for (const feature of ["SEO keyword tags", "Use cases", "Export to text and marketplace formats"]) {
      expect(within(free).getByText(feature).closest("li")).toHaveTextContent(`Not included: ${feature}`);
      expect(within(card("Pro")).getByText(feature).closest("li")).not.toHaveTextContent("Not included");
    }
    // The images' zip is every plan's (spec section 1).
    for (const plan of ["Free", "Creator", "Pro"])
      expect(within(card(plan)).getByText("Download images as one zip").closest("li")).not.toHaveTextContent("Not included");
    expect(within(card("Creator")).getByText("$14")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Monthly" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.setup().click(screen.getByRole("button", { name: /Annual/ }));
    expect(within(card("Creator")).getByText("$140")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("$390")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("/year")).toBeInTheDocument();
  });

  it("prices Free at $0 forever in both periods, never '$0/year'", async () => {
    visit("/pricing", { me: null });
    expect(card("Free")).toHaveTextContent("$0 forever");
    await userEvent.setup().click(screen.getByRole("button", { name: /Annual/ }));
    expect(card("Free")).toHaveTextContent("$0 forever");
    expect(card("Free")).not.toHaveTextContent("/year");
    expect(card("Creator")).toHaveTextContent("$140/year");
  });
});

describe("PricingPage checkout messages", () => {
  it("thanks the buyer after checkout=success and drops only that parameter", async () => {
    const router = visit("/pricing?ref=mail&checkout=success", { subscription: { tier: "creator", recentTransaction: true } });
    const title = await screen.findByText("Thank you for your subscription!", { selector: "p" });
    expect(title.closest("[role=status]")).toHaveTextContent("Your account has been upgraded.");
    await waitFor(() => expect(router.state.location.search).toBe("?ref=mail"));
    expect(router.state.historyAction).toBe("REPLACE");

    // A banner only: the same words in a toast would be said twice.
    expect(screen.getAllByText("Thank you for your subscription!")).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss message" }));
    expect(screen.queryByText("Your account has been upgraded.", { selector: "p" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Choose your plan" })).toHaveFocus();
  });

  it("says nothing after checkout=success without a payment in the last 10 minutes, drops the parameter and records no purchase", async () => {
    const events: string[] = [];
    const stop = onTrack((event) => events.push(event.name));
    const router = visit("/pricing?checkout=success");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByText("Thank you for your subscription!")).not.toBeInTheDocument();
    expect(screen.queryByText("Your account has been upgraded.")).not.toBeInTheDocument();
    stop();
    expect(events).not.toContain("purchase");
    expect(events).toContain("view_pricing");
  });

  it("says nothing to a visitor after checkout=success", async () => {
    const router = visit("/pricing?checkout=success", { me: null });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says so after checkout=cancelled", async () => {
    const router = visit("/pricing?checkout=cancelled");
    const alert = await screen.findByText("Checkout was cancelled.", { selector: "p" });
    expect(alert.closest("[role=status]")).toHaveTextContent("You can try again when you are ready.");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getAllByText("Checkout was cancelled.")).toHaveLength(1);
  });

  it("keeps the notice's live region in the page before any message arrives", () => {
    visit("/pricing");
    const region = screen.getByRole("status");
    expect(region).toBeEmptyDOMElement();
  });
});

describe("PricingPage without payments", () => {
  it("says plans cannot be bought here and offers no checkout, switch or portal", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    visit("/pricing", { mode: "off" });
    expect(screen.getByText("Plans cannot be bought here yet")).toBeInTheDocument();
    expect(screen.getByText(/help@listcraft\.test/)).toBeInTheDocument();
    expect(actionOf("Free")).toHaveAccessibleName("Current Plan");
    for (const name of ["Creator", "Pro"]) {
      expect(actionOf(name)).toHaveAccessibleName("Not available yet");
      expect(actionOf(name)).toBeDisabled();
    }
    await userEvent.click(actionOf("Pro"));
    expect(fetchSpy).not.toHaveBeenCalledWith(expect.stringContaining("/api/billing"), expect.anything());
  });

  it("gives a paying subscriber no portal or switch that would only fail", () => {
    visit("/pricing", { tier: "creator", mode: "off" });
    expect(actionOf("Creator")).toHaveAccessibleName("Not available yet");
    expect(actionOf("Pro")).toHaveAccessibleName("Not available yet");
    expect(actionOf("Free")).toHaveAccessibleName("Not available yet");
    expect(screen.queryByRole("button", { name: /billing$/ })).not.toBeInTheDocument();
  });

  it("shows visitors the paid plans as unavailable and Free as open to sign-up", () => {
    visit("/pricing", { me: null, mode: "off" });
    expect(within(card("Free")).getByRole("link", { name: "Sign in to subscribe" })).toBeInTheDocument();
    expect(actionOf("Pro")).toHaveAccessibleName("Not available yet");
  });
});

describe("PricingPage during a free trial (issue 15)", () => {
  it("shows 'Trial, N days left' on the current plan's card only", () => {
    visit("/pricing", { tier: "creator", subscription: { trial: { endsAt: "2026-01-04T00:00:00.000Z", daysLeft: 3 } } });
    expect(within(card("Creator")).getByText("Trial, 3 days left")).toBeInTheDocument();
    expect(within(card("Pro")).queryByText(/Trial/)).not.toBeInTheDocument();
    expect(within(card("Free")).queryByText(/Trial/)).not.toBeInTheDocument();
    expect(actionOf("Creator")).toHaveAccessibleName("Manage Subscription");
  });

  it("says 'Trial, last day' on the final day, and nothing without a trial", () => {
    visit("/pricing", { tier: "pro", subscription: { trial: { endsAt: "2026-01-01T12:00:00.000Z", daysLeft: 1 } } });
    expect(within(card("Pro")).getByText("Trial, last day")).toBeInTheDocument();
  });

  it("shows no trial line for a paying subscriber", () => {
    visit("/pricing", { tier: "pro" });
    expect(screen.queryByText(/Trial,/)).not.toBeInTheDocument();
  });
});

describe("PricingPage's trial offer (issue 30)", () => {
  it("promises a new customer the trial on each paid plan they can start", () => {
    visit("/pricing", { trial: { available: true, days: 7 } });
    expect(within(card("Creator")).getByText("7-day free trial")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("7-day free trial")).toBeInTheDocument();
    expect(within(card("Free")).queryByText(/trial/i)).not.toBeInTheDocument();
  });

  it("says nothing of a trial to a customer who has had one", () => {
    visit("/pricing", { trial: { available: false, days: 7 } });
    expect(screen.queryByText(/trial/i)).not.toBeInTheDocument();
    expect(actionOf("Creator")).toHaveAccessibleName("Start Today");
  });

  it("tells a visitor of the configured trial", () => {
    visit("/pricing", { me: null, trialDays: 7 });
    expect(within(card("Creator")).getByText("7-day free trial")).toBeInTheDocument();
    expect(within(card("Pro")).getByText("7-day free trial")).toBeInTheDocument();
  });

  it("promises no trial when payments are off", () => {
    visit("/pricing", { me: null, trialDays: 7, mode: "off" });
    expect(screen.queryByText(/trial/i)).not.toBeInTheDocument();
  });
});
