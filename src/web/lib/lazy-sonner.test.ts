import type * as Sonner from "sonner";
import { describe, expect, it, vi } from "vitest";
import { createLazyToast } from "./lazy-sonner";

function fakeSonner() {
  const calls: unknown[][] = [];
  const toast = Object.assign((message: unknown, options?: { id?: string | number }) => (calls.push(["toast", message, options]), options?.id ?? "real"), {
    success: (message: unknown, options?: { id?: string | number }) => (calls.push(["success", message, options]), options?.id ?? "real"),
    loading: (message: unknown, options?: { id?: string | number }) => (calls.push(["loading", message, options]), options?.id ?? "real"),
    dismiss: (id?: string | number) => (calls.push(["dismiss", id]), id),
    getHistory: () => [{ id: 1 }],
  });
  return { calls, toast: toast as unknown as typeof Sonner.toast };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createLazyToast", () => {
  it("hands out ids at once, loads sonner on the first toast, and replays the calls in order", async () => {
    const sonner = fakeSonner();
    const load = vi.fn(async () => sonner.toast);
    const toast = createLazyToast(load);
    const id = toast.loading("Preparing 3 images");
    toast.success("Saved", { id });
    toast("Plain", { id: "mine", description: "kept" });
    toast.dismiss(id);
    expect(id).toMatch(/^toast-/);
    expect(sonner.calls).toEqual([]);
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(sonner.calls).toEqual([
      ["loading", "Preparing 3 images", { id }],
      ["success", "Saved", { id }],
      ["toast", "Plain", { id: "mine", description: "kept" }],
      ["dismiss", id],
    ]);
  });

  it("goes straight through once sonner is there", async () => {
    const sonner = fakeSonner();
    const toast = createLazyToast(async () => sonner.toast);
    toast.success("First");
    await settle();
    expect(toast.success("Second", { id: 7 })).toBe(7);
    expect(sonner.calls.at(-1)).toEqual(["success", "Second", { id: 7 }]);
    expect(toast.getHistory()).toEqual([{ id: 1 }]);
  });

  it("drops the queued toasts when sonner cannot load, and tries again with the next", async () => {
    const sonner = fakeSonner();
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(sonner.toast);
    const toast = createLazyToast(load);
    toast.success("Lost");
    await settle();
    toast.success("Shown");
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(sonner.calls.map((call) => call[1])).toEqual(["Shown"]);
  });
});
