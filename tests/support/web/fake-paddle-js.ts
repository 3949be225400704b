import { initializePaddle, type Paddle, type PaddleEventData } from "@paddle/paddle-js";
import { vi } from "vitest";

/**
 * Paddle.js as Paddle's CDN script provides it, for tests that mock "@paddle/paddle-js" with
 * `vi.mock("@paddle/paddle-js", () => ({ initializePaddle: vi.fn() }))`. `emit` plays the events
 * its checkout sends to the callback given at initialisation.
 */
export function fakePaddleJs() {
  let callback: (event: PaddleEventData) => void = () => {};
  const paddle = { Checkout: { open: vi.fn(), close: vi.fn() } };
  vi.mocked(initializePaddle).mockImplementation(async (options) => {
    callback = options?.eventCallback ?? callback;
    return paddle as unknown as Paddle;
  });
  const emit = (name: string) => callback({ name } as PaddleEventData);
  return { paddle, emit };
}
