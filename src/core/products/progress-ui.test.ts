import { describe, expect, it } from "vitest";
import {
  formatElapsed,
  isReusable,
  LOADING_STEPS,
  loadingStateKey,
  mergeProgress,
  parseLoadingState,
  simulatedProgress,
  stepForProgress,
  stepStatuses,
} from "./progress-ui";

describe("loading steps", () => {
  it("are the spec's four with their targets", () => {
    expect(LOADING_STEPS.map(({ label, target }) => [label, target])).toEqual([
      ["Uploading Content", 25],
      ["Creating Product", 50],
      ["Enhancing Details", 85],
      ["Finalizing", 100],
    ]);
  });

  it.each([
    [0, 0, "Uploading content..."],
    [24.9, 0, "Uploading content..."],
    [25, 1, "Creating product..."],
    [59, 1, "Creating product..."],
    [60, 2, "Enhancing details..."],
    [84, 2, "Enhancing details..."],
    [85, 3, "Finalizing product..."],
    [100, 3, "Finalizing product..."],
  ])("progress %d is step %d", (progress, index, message) => {
    expect(stepForProgress(progress)).toEqual({ index, message });
  });

  it("marks steps before the current one complete, the current active, the rest pending", () => {
    expect(stepStatuses(1)).toEqual(["complete", "active", "pending", "pending"]);
    expect(stepStatuses(0)).toEqual(["active", "pending", "pending", "pending"]);
    expect(stepStatuses(3, { complete: true })).toEqual(["complete", "complete", "complete", "complete"]);
    expect(stepStatuses(2, { error: true })).toEqual(["error", "error", "error", "error"]);
  });
});

describe("simulated progress", () => {
  it("rises evenly to 85 % over the 120 s estimate and never above", () => {
    expect(simulatedProgress(0)).toBe(0);
    expect(simulatedProgress(60_000)).toBeCloseTo(42.5);
    expect(simulatedProgress(120_000)).toBe(85);
    expect(simulatedProgress(10 * 60_000)).toBe(85);
    expect(simulatedProgress(5_000, 10_000)).toBeCloseTo(42.5);
  });

  it("treats negative or missing time as the start", () => {
    expect(simulatedProgress(-5_000)).toBe(0);
    expect(simulatedProgress(Number.NaN)).toBe(0);
  });
});

describe("mergeProgress", () => {
  it("lets the server raise the bar but never lower it", () => {
    expect(mergeProgress(30, { status: "pending", progress: 60 })).toBe(60);
    expect(mergeProgress(70, { status: "pending", progress: 60 })).toBe(70);
    expect(mergeProgress(70, { status: "failed", progress: 0 })).toBe(70);
  });

  it("jumps to 100 when the product is complete", () => {
    expect(mergeProgress(40, { status: "complete", progress: 95 })).toBe(100);
  });
});

describe("formatElapsed", () => {
  it.each([
    [0, "0:00"],
    [999, "0:00"],
    [5_000, "0:05"],
    [65_000, "1:05"],
    [600_000, "10:00"],
    [-1, "0:00"],
  ])("%d ms reads %s", (ms, text) => expect(formatElapsed(ms)).toBe(text));
});

describe("persisted loading state", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");

  it("has one key per product", () => {
    expect(loadingStateKey("a")).not.toBe(loadingStateKey("b"));
  });

  it("is reused only when started less than 10 minutes ago", () => {
    expect(isReusable({ startTime: now - 9 * 60_000 }, now)).toBe(true);
    expect(isReusable({ startTime: now - 10 * 60_000 }, now)).toBe(false);
    expect(isReusable({ startTime: now + 60_000 }, now)).toBe(false);
  });

  it("reads back what was stored and refuses anything malformed", () => {
    const state = { startTime: now, progress: 40, currentStepIndex: 1, completed: false, notificationEmail: "ada@example.com" };
    expect(parseLoadingState(JSON.stringify(state))).toEqual(state);
    expect(parseLoadingState(JSON.stringify({ startTime: now, progress: 140 }))).toMatchObject({ progress: 100, notificationEmail: null });
    expect(parseLoadingState("{not json")).toBeNull();
    expect(parseLoadingState(JSON.stringify({ progress: 10 }))).toBeNull();
    expect(parseLoadingState(null)).toBeNull();
  });
});
