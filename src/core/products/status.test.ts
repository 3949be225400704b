import { describe, expect, it } from "vitest";
import { isComplete, productProgress } from "./status";

const lists = { features: ["Undated"], benefits: ["Calm"], keywords: ["planner"] };
const updatedAt = "2025-01-01T12:00:00.000Z";
const after = (seconds: number) => new Date(Date.parse(updatedAt) + seconds * 1000);

describe("isComplete", () => {
  it("is complete when the status says so, even with empty lists", () => {
    expect(isComplete({ status: "complete" })).toBe(true);
  });

  it("is complete when features, benefits and keywords are all non-empty", () => {
    expect(isComplete({ status: "pending", ...lists })).toBe(true);
    expect(isComplete({ status: null, features: "{a}", benefits: "Calm", keywords: '["x"]' })).toBe(true);
  });

  it("is not complete while any list is empty", () => {
    expect(isComplete({ status: "pending", ...lists, keywords: [] })).toBe(false);
    expect(isComplete({ ...lists, benefits: "{}" })).toBe(false);
    expect(isComplete({ ...lists, features: null })).toBe(false);
    expect(isComplete({})).toBe(false);
  });
});

describe("productProgress", () => {
  it("reports a complete product at 100 on step 3", () => {
    expect(productProgress({ status: "complete", updatedAt }, after(5))).toEqual({
      status: "complete",
      progress: 100,
      step: 3,
      message: "Complete!",
    });
    expect(productProgress({ ...lists, updatedAt }, after(5)).status).toBe("complete");
  });

  it("reports a failed product at 0", () => {
    expect(productProgress({ status: "failed", updatedAt }, after(5))).toEqual({
      status: "failed",
      progress: 0,
      step: 0,
      message: "Product processing failed",
    });
  });

  it("treats filled lists as complete even when the status says failed", () => {
    expect(productProgress({ status: "failed", ...lists, updatedAt }, after(5)).status).toBe("complete");
  });

  it("uses the workflow's progress, step and message while pending", () => {
    const addons = { progress: 50, step: 1, message: "Creating product..." };
    expect(productProgress({ status: "pending", addons, updatedAt }, after(500))).toEqual({ status: "pending", ...addons });
  });

  it("caps the workflow's progress at 95 and step at 2, also from JSON text", () => {
    const addons = JSON.stringify({ progress: 99, step: 3, message: "Almost" });
    expect(productProgress({ addons, updatedAt }, after(0))).toMatchObject({ progress: 95, step: 2, message: "Almost" });
  });

  it("fills a missing step and message from the progress", () => {
    expect(productProgress({ addons: { progress: 30 }, updatedAt }, after(0))).toMatchObject({
      progress: 30,
      step: 1,
      message: "Processing product details...",
    });
    expect(productProgress({ addons: { progress: 90 }, updatedAt }, after(0)).step).toBe(2);
    expect(productProgress({ addons: { progress: -5 }, updatedAt }, after(0))).toMatchObject({ progress: 0, step: 0 });
  });

  it.each([
    [0, 60, 1, "Processing product details..."],
    [30, 65, 1, "Processing product details..."],
    [60, 70, 1, "Processing product details..."],
    [66, 71, 2, "Finalizing content..."],
    [120, 80, 2, "Finalizing content..."],
    [600, 80, 2, "Finalizing content..."],
    [-30, 60, 1, "Processing product details..."],
  ])("estimates %is after the last update as %i%% on step %i", (seconds, progress, step, message) => {
    expect(productProgress({ status: "pending", updatedAt: new Date(updatedAt) }, after(seconds))).toEqual({
      status: "pending",
      progress,
      step,
      message,
    });
  });

  it("starts the estimate at 60 when the update time is unreadable", () => {
    expect(productProgress({ updatedAt: "not a date" }, after(90)).progress).toBe(60);
  });
});
