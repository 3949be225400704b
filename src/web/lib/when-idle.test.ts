import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubFrames() {
  const frames: Array<() => void> = [];
  vi.stubGlobal("requestAnimationFrame", (run: () => void) => frames.push(run));
  vi.stubGlobal("cancelAnimationFrame", () => undefined);
  return frames;
}

describe("whenIdle", () => {
  it("waits for the next painted frame, then for an idle period with the deadline", () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    const idle = vi.fn((_run: () => void, _options: { timeout: number }) => 7);
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const task = vi.fn();
    whenIdle(task, 1500);
    vi.advanceTimersByTime(0);
    expect(idle).not.toHaveBeenCalled();
    frames.splice(0).forEach((run) => run());
    vi.advanceTimersByTime(0);
    expect(idle).toHaveBeenCalledOnce();
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 1500 });
    idle.mock.calls[0]?.[0]();
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2000);
    expect(idle).toHaveBeenCalledOnce();
  });

  it("does not wait for frames forever: a hidden tab paints none", () => {
    vi.useFakeTimers();
    stubFrames();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(1000 + 199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it("runs nothing once cancelled", () => {
    vi.useFakeTimers();
    const frames = stubFrames();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    const cancel = whenIdle(task);
    frames.splice(0).forEach((run) => run());
    cancel();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
