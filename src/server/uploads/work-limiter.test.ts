import { afterEach, describe, expect, it, vi } from "vitest";
import { createWorkLimiter, QueueTimeout } from "./work-limiter";

/** Work that runs until the test finishes it, recording how many run at once. */
function controlledWork() {
  let running = 0;
  let peak = 0;
  const finishers: Array<() => void> = [];
  const started: number[] = [];
  const make = (id: number) => () => {
    running++;
    peak = Math.max(peak, running);
    started.push(id);
    return new Promise<number>((resolve) => finishers.push(() => (running--, resolve(id))));
  };
  const finishNext = async () => {
    finishers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { make, finishNext, started, peak: () => peak };
}

describe("work limiter", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never runs more than its concurrency at once and starts waiters in arrival order", async () => {
    vi.useFakeTimers();
    const limiter = createWorkLimiter(2);
    const work = controlledWork();
    const results = Array.from({ length: 6 }, (_, i) => limiter.run(work.make(i)));
    await vi.advanceTimersByTimeAsync(0);
    expect(work.started).toEqual([0, 1]);
    expect(limiter.queued).toBe(4);
    for (let i = 0; i < 6; i++) await work.finishNext();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(work.started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(work.peak()).toBe(2);
    expect(limiter.active).toBe(0);
  });

  it("rejects a waiter at its deadline without ever running its work, and frees the slot after a failure", async () => {
    vi.useFakeTimers();
    const limiter = createWorkLimiter(1);
    const work = controlledWork();
    const first = limiter.run(work.make(1));
    const late = vi.fn(work.make(2));
    const waiting = limiter.run(late, Date.now() + 1000);
    const outcome = expect(waiting).rejects.toBeInstanceOf(QueueTimeout);
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
    expect(late).not.toHaveBeenCalled();
    expect(limiter.queued).toBe(0);
    await work.finishNext();
    expect(await first).toBe(1);
    // A deadline already past with no free slot fails at once; with a free slot the work runs.
    await expect(limiter.run(() => Promise.reject(new Error("boom")), Date.now() - 1)).rejects.toThrow("boom");
    expect(limiter.active).toBe(0);
  });
});
