import { initializePaddle } from "@paddle/paddle-js";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PayPage } from "../../../routes/pay";
import { fakePaddleJs } from "../../../../../tests/support/web/fake-paddle-js";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildConfig, type PaymentsMode } from "../../../../../tests/support/web/render-pricing";
import { PAYMENT_LINK_TEXTS } from "./payment-link-checkout";

// Paddle.js itself comes from Paddle's CDN; this stands in for it at that edge.
vi.mock("@paddle/paddle-js", () => ({ initializePaddle: vi.fn() }));

const TXN = "txn_01h2b0qpjc0xt8k5aw6nsdec4p";

function fakePaddle() {
  const { paddle, emit } = fakePaddleJs();
  return { paddle, emit: (name: string) => act(() => emit(name)) };
}

function visitPay(path: string, { signedIn = true, mode = "paddle" as PaymentsMode | null } = {}) {
  const seed: Array<[readonly unknown[], unknown]> = [meSeed(signedIn ? buildMe() : null)];
  if (mode) seed.push([["config"], buildConfig(mode)]);
  const client = seededQueryClient(seed);
  const stub = (at: string) => ({ path: at, element: <p>{`Page ${at}`}</p> });
  return renderRoutes([{ path: "/pay", element: <PayPage /> }, stub("/success"), stub("/pricing"), stub("/sign-in")], path, client);
}

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  vi.resetModules();
  vi.mocked(initializePaddle).mockReset();
});

describe("the payment-link page /pay", () => {
  it("lets Paddle.js open the link's checkout by itself, then sends a signed-in buyer to the success page", async () => {
    const { paddle, emit } = fakePaddle();
    visitPay(`/pay?_ptxn=${TXN}`);
    expect(await screen.findByText(PAYMENT_LINK_TEXTS.open)).toBeInTheDocument();
    expect(initializePaddle).toHaveBeenCalledWith({ token: "test_token", environment: "sandbox", eventCallback: expect.any(Function) });
    // Paddle.js reads ?_ptxn= itself when it initialises; opening it again would show two checkouts.
    expect(paddle.Checkout.open).not.toHaveBeenCalled();
    emit("checkout.completed");
    expect(await screen.findByText("Page /success")).toBeInTheDocument();
    // Paddle has no success URL to go to here, so its overlay is closed before the next page.
    expect(paddle.Checkout.close).toHaveBeenCalledTimes(1);
  });

  it("thanks a visitor who is not signed in (a card update from Paddle's e-mail) without leaving", async () => {
    const { emit } = fakePaddle();
    visitPay(`/pay?_ptxn=${TXN}`, { signedIn: false });
    await screen.findByText(PAYMENT_LINK_TEXTS.open);
    emit("checkout.completed");
    expect(await screen.findByText(PAYMENT_LINK_TEXTS.completed)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to Listcraft" })).toHaveAttribute("href", "/sign-in");
  });

  it("says nothing was charged when the checkout is closed, and opens it again on request", async () => {
    const { paddle, emit } = fakePaddle();
    visitPay(`/pay?_ptxn=${TXN}`);
    await screen.findByText(PAYMENT_LINK_TEXTS.open);
    emit("checkout.closed");
    expect(await screen.findByText(PAYMENT_LINK_TEXTS.closed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Open checkout again" }));
    expect(await screen.findByText(PAYMENT_LINK_TEXTS.open)).toBeInTheDocument();
    expect(paddle.Checkout.open).toHaveBeenCalledWith({ transactionId: TXN, settings: { displayMode: "overlay" } });
    expect(initializePaddle).toHaveBeenCalledTimes(1);
  });

  it("explains when Paddle.js cannot load, and offers to try again (a reload: the browser test covers it)", async () => {
    vi.mocked(initializePaddle).mockResolvedValueOnce(undefined);
    visitPay(`/pay?_ptxn=${TXN}`);
    expect(await screen.findByText(PAYMENT_LINK_TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Back to Pricing" })).toHaveAttribute("href", "/pricing");
  });

  it.each([
    ["/pay", "paddle", "This payment link is incomplete."],
    ["/pay?_ptxn=not-a-transaction", "paddle", "This payment link is incomplete."],
    [`/pay?_ptxn=${TXN}`, "simulated", "this installation takes simulated payments"],
    [`/pay?_ptxn=${TXN}`, "off", "does not take payments yet"],
  ] as const)("refuses %s in %s mode without loading Paddle.js", async (path, mode, text) => {
    visitPay(path, { mode });
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Pricing" })).toHaveAttribute("href", "/pricing");
    expect(initializePaddle).not.toHaveBeenCalled();
  });

  it("shows a spinner while the payment settings load, not a blank page", () => {
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    visitPay(`/pay?_ptxn=${TXN}`, { mode: null });
    expect(screen.getByRole("status")).toHaveTextContent("Loading payment settings...");
  });

  it("says when the payment settings could not be loaded, and loads them again on Retry", async () => {
    const failure = Response.json({ error: { code: "INTERNAL", message: "Boom" } }, { status: 500 });
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(failure)
      .mockResolvedValueOnce(Response.json(buildConfig("simulated")));
    visitPay(`/pay?_ptxn=${TXN}`, { mode: null });
    expect(await screen.findByRole("alert")).toHaveTextContent("The payment settings could not be loaded.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText(/this installation takes simulated payments/)).toBeInTheDocument();
    expect(initializePaddle).not.toHaveBeenCalled();
  });
});
