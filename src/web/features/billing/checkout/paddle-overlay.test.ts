import { initializePaddle } from "@paddle/paddle-js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutResponse, PaymentsConfig } from "../../../../core/api-types";
import { fakePaddleJs } from "../../../../../tests/support/web/fake-paddle-js";

vi.mock("@paddle/paddle-js", () => ({ initializePaddle: vi.fn() }));

const checkout: CheckoutResponse = {
  mode: "paddle",
  priceId: "pri_pro_annual",
  customerEmail: "ada@example.com",
  customData: { userId: "user-1" },
  successUrl: "https://listcraft.test/success",
  cancelUrl: "https://listcraft.test/pricing?checkout=cancelled",
  simulatedUrl: null,
};
const payments: PaymentsConfig = { mode: "paddle", clientToken: "test_token", environment: "sandbox" };

const fakePaddle = fakePaddleJs;

const handlers = () => ({ completed: vi.fn(), cancelled: vi.fn(), failed: vi.fn() });

// The module keeps Paddle.js once loaded: each test starts from a fresh copy.
const load = async () => (await import("./paddle-overlay")).openPaddleOverlay;

beforeEach(() => {
  vi.resetModules();
  vi.mocked(initializePaddle).mockReset();
});

describe("openPaddleOverlay", () => {
  it("initialises Paddle.js with the client token and opens the overlay for the plan's price", async () => {
    const { paddle } = fakePaddle();
    await (
      await load()
    )(checkout, payments, handlers());
    expect(initializePaddle).toHaveBeenCalledWith({ token: "test_token", environment: "sandbox", eventCallback: expect.any(Function) });
    expect(paddle.Checkout.open).toHaveBeenCalledWith({
      items: [{ priceId: "pri_pro_annual", quantity: 1 }],
      customer: { email: "ada@example.com" },
      customData: { userId: "user-1" },
      settings: { displayMode: "overlay", successUrl: "https://listcraft.test/success" },
    });
  });

  it("reports completion once, and a close without payment as a cancellation", async () => {
    const { emit } = fakePaddle();
    const open = await load();
    const paid = handlers();
    await open(checkout, payments, paid);
    emit("checkout.loaded");
    emit("checkout.completed");
    emit("checkout.closed");
    expect(paid.completed).toHaveBeenCalledTimes(1);
    expect(paid.cancelled).not.toHaveBeenCalled();

    const abandoned = handlers();
    await open(checkout, payments, abandoned);
    emit("checkout.closed");
    expect(abandoned.cancelled).toHaveBeenCalledTimes(1);
    expect(initializePaddle).toHaveBeenCalledTimes(1);
  });

  it("reports overlay errors, and stays silent when we close it ourselves", async () => {
    const { paddle, emit } = fakePaddle();
    const events = handlers();
    const close = await (await load())(checkout, payments, events);
    emit("checkout.error");
    expect(events.failed).toHaveBeenCalledTimes(1);
    close();
    emit("checkout.closed");
    expect(paddle.Checkout.close).toHaveBeenCalledTimes(1);
    expect(events.cancelled).not.toHaveBeenCalled();
  });

  it("throws when Paddle.js does not load (blocked script) and tries again next time", async () => {
    vi.mocked(initializePaddle).mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("network"));
    const open = await load();
    await expect(open(checkout, payments, handlers())).rejects.toThrow("Paddle.js could not be loaded");
    await expect(open(checkout, payments, handlers())).rejects.toThrow("Paddle.js could not be loaded");
    const { paddle } = fakePaddle();
    await open(checkout, payments, handlers());
    expect(paddle.Checkout.open).toHaveBeenCalledTimes(1);
    expect(initializePaddle).toHaveBeenCalledTimes(3);
  });

  it("refuses to start without a client token", async () => {
    await expect((await load())(checkout, { ...payments, clientToken: null }, handlers())).rejects.toThrow("no client token");
    expect(initializePaddle).not.toHaveBeenCalled();
  });
});
