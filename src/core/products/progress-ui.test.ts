import { describe, expect, it } from "vitest";
import {
  currentStep,
  formatElapsed,
  isReusable,
  LOADING_STEPS,
  loadingStateKey,
  raiseAnchor,
  parseLoadingState,
  simulatedProgress,
  stepForProgress,
  stepStatuses,
} from "./progress-ui";

describe("loading steps", () => {
  it("are the overlay's four with their targets", () => {
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

  it("tells the step in the server's words when it gave some", () => {
    expect(currentStep(72, "Writing benefits…")).toEqual({ index: 2, message: "Writing benefits…" });
    expect(currentStep(72, "  ")).toEqual({ index: 2, message: "Enhancing details..." });
    expect(currentStep(10, null)).toEqual({ index: 0, message: "Uploading content..." });
  });

  it("marks steps before the current one complete, the current active, the rest pending", () => {
    expect(stepStatuses(1)).toEqual(["complete", "active", "pending", "pending"]);
    expect(stepStatuses(0)).toEqual(["active", "pending", "pending", "pending"]);
    expect(stepStatuses(3, { complete: true })).toEqual(["complete", "complete", "complete", "complete"]);
    expect(stepStatuses(2, { error: true })).toEqual(["error", "error", "error", "error"]);
  });
});

describe("simulated progress", () => {
  const start = { value: 0, atMs: 0 };

  it("rises evenly to 85 % over the 120 s estimate and never above", () => {
    expect(simulatedProgress(start, 0)).toBe(0);
    expect(simulatedProgress(start, 60_000)).toBeCloseTo(42.5);
    expect(simulatedProgress(start, 120_000)).toBe(85);
    expect(simulatedProgress(start, 10 * 60_000)).toBe(85);
    expect(simulatedProgress(start, 5_000, 10_000)).toBeCloseTo(42.5);
  });

  it("carries on from where the server left it instead of waiting for the clock to catch up", () => {
    const anchor = { value: 70, atMs: 1_000 };
    expect(simulatedProgress(anchor, 1_000)).toBe(70);
    expect(simulatedProgress(anchor, 60_500)).toBeCloseTo(77.5);
    expect(simulatedProgress(anchor, 120_000)).toBe(85);
  });

  it("still moves after the estimate has passed, over 30 s", () => {
    const late = { value: 60, atMs: 150_000 };
    expect(simulatedProgress(late, 165_000)).toBeCloseTo(72.5);
    expect(simulatedProgress(late, 180_000)).toBe(85);
  });

  it("never goes below the anchor, nor past it when the anchor is above the cap", () => {
    expect(simulatedProgress({ value: 90, atMs: 0 }, 100_000)).toBe(90);
    expect(simulatedProgress({ value: 40, atMs: 50_000 }, 10_000)).toBe(40);
  });

  it("treats negative or missing time as no time passed", () => {
    expect(simulatedProgress(start, -5_000)).toBe(0);
    expect(simulatedProgress(start, Number.NaN)).toBe(0);
  });
});

describe("raiseAnchor", () => {
  it("lets the server raise the bar but never lower it", () => {
    const at30 = raiseAnchor({ value: 0, atMs: 0 }, 0, 30);
    expect(at30).toEqual({ value: 30, atMs: 0 });
    const after = raiseAnchor(at30, 60_000, 10);
    expect(after.atMs).toBe(60_000);
    expect(after.value).toBeCloseTo(57.5);
    expect(raiseAnchor(after, 60_000, 95)).toEqual({ value: 95, atMs: 60_000 });
  });

  it("ignores reports that are no number and clamps those above 100", () => {
    expect(raiseAnchor({ value: 20, atMs: 0 }, 0, Number.NaN)).toEqual({ value: 20, atMs: 0 });
    expect(raiseAnchor({ value: 20, atMs: 0 }, 0, 400)).toEqual({ value: 100, atMs: 0 });
  });

  it("never moves the anchor back in time", () => {
    expect(raiseAnchor({ value: 20, atMs: 5_000 }, 1_000, 30)).toEqual({ value: 30, atMs: 5_000 });
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
