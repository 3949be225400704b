import { describe, expect, it } from "vitest";
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelay } from "./reconnect-delay";

describe("reconnectDelay", () => {
  it("doubles from 0.5 s, never passes 15 s, and keeps at least half of its step", () => {
    const low = (failures: number) => reconnectDelay(failures, () => 0);
    const high = (failures: number) => reconnectDelay(failures, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6].map(high)).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);
    expect([0, 1, 2].map(low)).toEqual([250, 500, 1000]);
    expect(high(10_000)).toBe(RECONNECT_MAX_MS);
    expect(low(0)).toBe(RECONNECT_FIRST_MS / 2);
  });

  it("spreads the processes a restart cut off", () => {
    const waits = new Set(Array.from({ length: 20 }, () => reconnectDelay(3)));
    expect(waits.size).toBeGreaterThan(5);
  });
});
