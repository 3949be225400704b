import { initializePaddle, type Paddle, type PaddleEventData } from "@paddle/paddle-js";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutResponse } from "../../../../core/api-types";
import { buildMe } from "../../../../../tests/support/web/render";
import { actionOf, buildConfig, card, visitPricing } from "../../../../../tests/support/web/render-pricing";
// Paddle.js comes from Paddle's CDN: the SDK that loads it is the network edge, faked here. Our
// requests (the API's and Better Auth's) are answered at fetch.
vi.mock("@paddle/paddle-js", () => ({ initializePaddle: vi.fn() }));

/**
 * Paddle.js as its CDN script provides it. paddle-overlay keeps the first Paddle that loaded for the
 * life of the page, so this one stands for every test; `emit` plays what its checkout reports to
 * the callback given when it loaded.
 */
const paddle = { Checkout: { open: vi.fn(), close: vi.fn() } };
let paddleCallback: (event: PaddleEventData) => void = () => {};
const emit = (name: string) => paddleCallback({ name } as PaddleEventData);

// The resend request goes through the auth client, which the page imports on demand (decision 033).
beforeAll(() => import("../../../lib/auth-client"));
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(initializePaddle).mockReset();
  paddle.Checkout.open.mockReset();
  paddle.Checkout.close.mockReset();
  for (const frame of document.querySelectorAll("iframe")) frame.remove();
});

const checkoutResponse = (overrides: Partial<CheckoutResponse> = {}): CheckoutResponse => ({
  mode: "simulated",
  priceId: "pri_creator_monthly",
  customerEmail: "ada@example.com",
  customData: { userId: "user-1" },
  successUrl: "http://localhost:3000/success",
  cancelUrl: "http://localhost:3000/pricing?checkout=cancelled",
  simulatedUrl: "/checkout/simulated?tier=creator&interval=monthly",
  ...overrides,
});
const paddleCheckout = checkoutResponse({ mode: "paddle", simulatedUrl: null });
const DIRECT_LINK = "https://sandbox-buy.paddle.test/checkout/abc";

const errorResponse = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });
const request = (call: Parameters<typeof fetch> | undefined) => ({
  url: String(call?.[0]),
  method: call?.[1]?.method,
  body: call?.[1]?.body === undefined ? undefined : (JSON.parse(String(call[1].body)) as unknown),
});

/** Paddle.js loads, and its overlay opens a frame unless `blocked`. */
function paddleLoads({ blocked = false } = {}) {
  vi.mocked(initializePaddle).mockImplementation(async (options) => {
    paddleCallback = options?.eventCallback ?? paddleCallback;
    return paddle as unknown as Paddle;
  });
  paddle.Checkout.open.mockImplementation(() => {
    if (blocked) return;
    const frame = document.createElement("iframe");
    frame.name = "paddle_checkout_frame";
    document.body.append(frame);
  });
  return paddle.Checkout;
}

/**
 * Paddle.js cannot load from the CDN (the SDK's own error). Should an earlier test's Paddle still be
 * loaded, its checkout throws instead: either way the overlay cannot open.
 */
function paddleFails(error = new Error("Failed to load Paddle.js - v1")) {
  vi.mocked(initializePaddle).mockRejectedValue(error);
  paddle.Checkout.open.mockImplementation(() => {
    throw error;
  });
}

const fakeTimers = () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
};

describe("checkout in simulated mode", () => {
  it("shows progress, allows one checkout at a time, remembers the plan and opens the local checkout page", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const router = visitPricing("/pricing");
    await user.click(screen.getByRole("button", { name: /Annual/ }));
    await user.click(actionOf("Creator"));

    expect(await screen.findByText("Processing your request, please wait...")).toBeInTheDocument();
    expect(actionOf("Creator")).toHaveAttribute("aria-busy", "true");
    expect(actionOf("Creator")).toBeDisabled();
    expect(actionOf("Pro")).toBeDisabled();
    await user.click(actionOf("Pro"));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(request(fetchSpy.mock.calls[0])).toEqual({ url: "/api/billing/checkout", method: "POST", body: { tier: "creator", interval: "annual" } });

    answer(Response.json(checkoutResponse({ simulatedUrl: "/checkout/simulated?tier=creator&interval=annual" })));
    expect(await screen.findByText("Page /checkout/simulated")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?tier=creator&interval=annual");
    expect(JSON.parse(sessionStorage.getItem("listcraft.checkout") ?? "null")).toEqual({
      tier: "creator",
      interval: "annual",
      startedAt: expect.any(Number),
    });
    expect(initializePaddle).not.toHaveBeenCalled();
    expect(paddle.Checkout.open).not.toHaveBeenCalled();
  });

  it("asks a signed-out buyer to sign in, and one without an e-mail to sign in again", async () => {
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(errorResponse(401, "UNAUTHORIZED", "Sign in first"))
      .mockResolvedValueOnce(errorResponse(400, "EMAIL_REQUIRED", "Unable to retrieve your email. Please sign in again."));
    const user = userEvent.setup();
    visitPricing("/pricing");
    await user.click(actionOf("Pro"));
    expect(await screen.findByText("Please sign in before making a purchase")).toBeInTheDocument();
    await waitFor(() => expect(actionOf("Pro")).toBeEnabled());
    await user.click(actionOf("Pro"));
    expect(await screen.findByText("Unable to retrieve your email. Please sign in again.")).toBeInTheDocument();
    expect(sessionStorage.getItem("listcraft.checkout")).toBeNull();
  });

  it("shows the server's own message for any other refused request, not the e-mail one", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(errorResponse(400, "VALIDATION_FAILED", "interval: Invalid option"));
    visitPricing("/pricing");
    await userEvent.setup().click(actionOf("Pro"));
    expect(await screen.findByText("Checkout error")).toBeInTheDocument();
    expect(screen.getByText("interval: Invalid option")).toBeInTheDocument();
    expect(screen.queryByText("Unable to retrieve your email. Please sign in again.")).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the account already pays: the plan is switched, not bought twice", async () => {
    const message = "You already have a subscription. Switch plans from the pricing page.";
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(errorResponse(409, "CONFLICT", message));
    visitPricing("/pricing");
    await userEvent.setup().click(actionOf("Pro"));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Checkout error")).not.toBeInTheDocument();
    expect(screen.queryByText("Page /checkout/simulated")).not.toBeInTheDocument();
    expect(sessionStorage.getItem("listcraft.checkout")).toBeNull();
  });
});

describe("checkout with Paddle", () => {
  it("falls back to the direct checkout link in a new tab when Paddle.js cannot load", async () => {
    paddleFails();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json(paddleCheckout))
      .mockResolvedValueOnce(Response.json({ url: DIRECT_LINK }));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    visitPricing("/pricing", { mode: "paddle" });
    await userEvent.setup().click(actionOf("Creator"));

    expect(await screen.findByText("Checkout issue detected")).toBeInTheDocument();
    expect(screen.getByText("Using direct checkout instead due to technical issues.")).toBeInTheDocument();
    await waitFor(() => expect(open).toHaveBeenCalledWith(DIRECT_LINK, "_blank"));
    // The first Paddle load in this file: it is asked for with the configured token and environment.
    const { clientToken, environment } = buildConfig("paddle").payments;
    expect(initializePaddle).toHaveBeenCalledWith(expect.objectContaining({ token: clientToken, environment }));
    expect(warn).toHaveBeenCalledWith("Paddle checkout could not open", expect.any(Error));
    expect(request(fetchSpy.mock.calls[1])).toEqual({ url: "/api/billing/checkout-link", method: "POST", body: { tier: "creator", interval: "monthly" } });
  });

  it("offers the direct link as a toast button when the browser blocked the new tab", async () => {
    paddleFails();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json(paddleCheckout))
      .mockResolvedValueOnce(Response.json({ url: DIRECT_LINK }));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    visitPricing("/pricing", { mode: "paddle" });
    await userEvent.setup().click(actionOf("Creator"));

    const button = await screen.findByRole("button", { name: "Open checkout" });
    expect(screen.getByText("Checkout issue detected")).toBeInTheDocument();
    expect(screen.getByText("Using direct checkout instead due to technical issues.")).toBeInTheDocument();
    expect(open).toHaveBeenCalledExactlyOnceWith(DIRECT_LINK, "_blank");
    // A plain click: a pointer press would start sonner's swipe handling, which this test has no part in.
    fireEvent.click(button);
    expect(open).toHaveBeenLastCalledWith(DIRECT_LINK, "_blank", "noopener");
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("cuts the opened tab's link back to this page, and still offers the button", async () => {
    paddleFails();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json(paddleCheckout))
      .mockResolvedValueOnce(Response.json({ url: DIRECT_LINK }));
    const tab = { opener: window } as unknown as Window;
    vi.spyOn(window, "open").mockReturnValue(tab);
    visitPricing("/pricing", { mode: "paddle" });
    await userEvent.setup().click(actionOf("Creator"));

    expect(await screen.findByRole("button", { name: "Open checkout" })).toBeInTheDocument();
    expect(tab.opener).toBeNull();
  });

  it("reports the server's message when the direct link fails too", async () => {
    paddleFails(new Error("blocked"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json(paddleCheckout))
      .mockResolvedValueOnce(errorResponse(502, "PADDLE_UNAVAILABLE", "Paddle is not answering right now."));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    visitPricing("/pricing", { mode: "paddle" });
    await userEvent.setup().click(actionOf("Creator"));

    expect(await screen.findByText("Checkout error")).toBeInTheDocument();
    expect(screen.getByText("Paddle is not answering right now.")).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("falls back when no overlay frame shows within 1 s, closing the stalled overlay", async () => {
    const overlay = paddleLoads({ blocked: true });
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json(paddleCheckout))
      .mockResolvedValueOnce(Response.json({ url: DIRECT_LINK }));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = fakeTimers();
    visitPricing("/pricing", { mode: "paddle" });
    await user.click(actionOf("Creator"));
    await waitFor(() => expect(overlay.open).toHaveBeenCalled());

    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(open).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(open).toHaveBeenCalledWith(DIRECT_LINK, "_blank"));
    expect(overlay.close).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Checkout issue detected")).toBeInTheDocument();
  });

  it("cancels the 1 s frame probe when the pricing page is left, so no checkout tab opens afterwards", async () => {
    const overlay = paddleLoads({ blocked: true });
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json(paddleCheckout));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = fakeTimers();
    const router = visitPricing("/pricing", { mode: "paddle" });
    await user.click(actionOf("Creator"));
    await waitFor(() => expect(overlay.open).toHaveBeenCalled());

    await act(() => router.navigate("/success"));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(open).not.toHaveBeenCalled();
    expect(overlay.close).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Checkout issue detected")).not.toBeInTheDocument();
  });

  it("keeps a visible overlay, and returns to pricing with the cancelled message when it is closed", async () => {
    const overlay = paddleLoads();
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json(paddleCheckout));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = fakeTimers();
    const router = visitPricing("/pricing?ref=ad", { mode: "paddle" });
    await user.click(actionOf("Creator"));
    await waitFor(() => expect(overlay.open).toHaveBeenCalled());
    expect(overlay.open).toHaveBeenCalledWith({
      items: [{ priceId: paddleCheckout.priceId, quantity: 1 }],
      customer: { email: paddleCheckout.customerEmail },
      customData: paddleCheckout.customData,
      settings: { displayMode: "overlay", successUrl: paddleCheckout.successUrl },
    });
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(open).not.toHaveBeenCalled();
    expect(overlay.close).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem("listcraft.checkout") ?? "null")).toMatchObject({ tier: "creator", interval: "monthly" });

    act(() => emit("checkout.closed"));
    const message = await screen.findByText("Checkout was cancelled.", { selector: "p" });
    expect(message.closest("[role=status]")).toHaveTextContent("You can try again when you are ready.");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(card("Creator")).toBeInTheDocument();
  });

  it("opens the success page when Paddle reports the payment", async () => {
    const overlay = paddleLoads();
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json(paddleCheckout));
    visitPricing("/pricing", { mode: "paddle" });
    await userEvent.setup().click(actionOf("Pro"));
    await waitFor(() => expect(overlay.open).toHaveBeenCalled());

    act(() => emit("checkout.completed"));
    expect(await screen.findByText("Page /success")).toBeInTheDocument();
  });
});

describe("Manage Subscription", () => {
  it("opens the portal page the server names", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json({ url: "/checkout/simulated/portal" }));
    visitPricing("/pricing", { tier: "pro" });
    await userEvent.setup().click(actionOf("Pro"));
    expect(await screen.findByText("Page /checkout/simulated/portal")).toBeInTheDocument();
    expect(request(fetchSpy.mock.calls[0])).toEqual({ url: "/api/billing/portal", method: "POST", body: undefined });
  });

  it("opens the portal from the Free card's 'Switch to Free' too: a paying user returns to Free by cancelling there", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json({ url: "/checkout/simulated/portal" }));
    visitPricing("/pricing", { tier: "creator" });
    expect(actionOf("Free")).toHaveAccessibleName("Switch to Free");
    await userEvent.setup().click(actionOf("Free"));
    expect(await screen.findByText("Page /checkout/simulated/portal")).toBeInTheDocument();
  });

  it("explains why the portal cannot open", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(errorResponse(404, "NOT_FOUND", "No billing account yet."));
    visitPricing("/pricing", { tier: "creator" });
    await userEvent.setup().click(actionOf("Creator"));
    expect(await screen.findByText("Could not open subscription management")).toBeInTheDocument();
    expect(screen.getByText("No billing account yet.")).toBeInTheDocument();
    expect(actionOf("Creator")).toBeEnabled();
  });

  it("offers the confirmation link again when the portal waits for a confirmed e-mail", async () => {
    const unconfirmed = "Confirm your e-mail address to manage your subscription: open the link we sent you when you signed up.";
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(errorResponse(403, "EMAIL_UNCONFIRMED", unconfirmed))
      .mockResolvedValueOnce(Response.json({ status: true }));
    visitPricing("/pricing", { tier: "creator", me: buildMe({ user: { ...buildMe().user, emailVerified: false } }) });
    await userEvent.setup().click(actionOf("Creator"));
    expect(await screen.findByText(unconfirmed)).toBeInTheDocument();
    // A click, not a pointer press, which would start sonner's swipe handling.
    fireEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("Confirmation e-mail sent")).toBeInTheDocument();
    expect(screen.getByText("Open the link in the e-mail to ada@example.com, then manage your subscription.")).toBeInTheDocument();
    const resend = request(fetchSpy.mock.calls[1]);
    expect({ ...resend, url: new URL(resend.url, location.href).pathname }).toEqual({
      url: "/api/auth/send-verification-email",
      method: "POST",
      body: { email: "ada@example.com", callbackURL: "/pricing" },
    });
  });
});
