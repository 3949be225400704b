import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadingStateKey } from "../../../../core/products/progress-ui";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../../../tests/support/web/render";
import { FakeEventSource } from "../../../../../tests/support/web/fake-event-source";
import { ProgressOverlay } from "./progress-overlay";

const ID = "product-1";
const onRetry = vi.fn();
const onLeave = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderOverlay() {
  const client = seededQueryClient([meSeed(buildMe()), [["config"], { googleEnabled: false, supportEmail: "help@listcraft.test" }]]);
  const invalidate = vi.spyOn(client, "invalidateQueries");
  const router = renderRoutes(
    [
      {
        path: "/create",
        element: (
          <>
            <ProgressOverlay productId={ID} onRetry={onRetry} onLeave={onLeave} />
            <Toaster />
          </>
        ),
      },
      { path: "/product/:id", element: <p>Product page</p> },
    ],
    "/create",
    client,
  );
  return { router, invalidate, dialog: () => screen.getByRole("dialog") };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const stepItems = () => within(screen.getByRole("list", { name: "Generation steps" })).getAllByRole("listitem");

describe("ProgressOverlay", () => {
  it("shows the simulated progress, the steps and the elapsed time while running", () => {
    const { dialog } = renderOverlay();
    expect(dialog()).toHaveAccessibleName("Creating Your Product");
    expect(dialog()).toHaveAccessibleDescription("Please wait while we generate your product listing...");
    expect(FakeEventSource.latest().url).toBe(`/api/products/${ID}/events`);
    expect(screen.getByRole("status")).toHaveTextContent("Uploading content...");
    expect(screen.getByText("This may take a moment...")).toBeInTheDocument();
    expect(stepItems().map((item) => item.textContent)).toEqual([
      "Uploading Content(in progress)",
      "Creating Product(not started)",
      "Enhancing Details(not started)",
      "Finalizing(not started)",
    ]);
    expect(stepItems()[0]).toHaveAttribute("aria-current", "step");

    advance(60_000);
    expect(screen.getByText("1:00")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByRole("status")).toHaveTextContent("Creating product...");
    expect(stepItems()[1]).toHaveAttribute("aria-current", "step");
  });

  it("lets the server raise the bar but never lower it, and saves the state", () => {
    renderOverlay();
    FakeEventSource.latest().emit({ id: ID, status: "pending", progress: 70, step: 2, message: "Enhancing details..." });
    expect(screen.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "70");
    expect(screen.getByRole("status")).toHaveTextContent("Enhancing details...");
    FakeEventSource.latest().emit({ id: ID, status: "pending", progress: 30, step: 1, message: "" });
    expect(screen.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "70");
    expect(JSON.parse(localStorage.getItem(loadingStateKey(ID)) ?? "null")).toMatchObject({ progress: 70, currentStepIndex: 2, completed: false });
  });

  it("completes: 100 %, the callback after 1.5 s and the product page 0.5 s later", async () => {
    const { router, invalidate, dialog } = renderOverlay();
    const source = FakeEventSource.latest();
    source.emit({ id: ID, status: "complete", progress: 100, step: 3, message: "Complete!" });
    expect(source.closed).toBe(true);
    expect(dialog()).toHaveAccessibleName("Processing Complete!");
    expect(dialog()).toHaveAccessibleDescription("Your listing is ready!");
    expect(screen.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "100");
    expect(stepItems().every((item) => item.textContent?.endsWith("(done)"))).toBe(true);
    expect(screen.getByRole("button", { name: "View Your Product" })).toBeInTheDocument();
    expect(localStorage.getItem(loadingStateKey(ID))).toBeNull();

    advance(1_499);
    expect(invalidate).not.toHaveBeenCalled();
    advance(1);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([["products"], ["subscription"], ["me"]]);
    expect(await screen.findByText("Your listing is ready!", { selector: "[data-title]" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/create");
    advance(500);
    expect(router.state.location.pathname).toBe(`/product/${ID}`);
  });

  it("fails under its own heading at progress 0 with the spec's error text, and stays until the creator chooses", () => {
    const { router, dialog } = renderOverlay();
    const bar = () => Number(screen.getByRole("progressbar", { name: "Generation progress" }).getAttribute("aria-valuenow"));
    FakeEventSource.latest().emit({ id: ID, status: "pending", progress: 71, step: 2, message: "Writing benefits…" });
    expect(bar()).toBe(71);
    FakeEventSource.latest().emit({ id: ID, status: "failed", progress: 0, step: 0, message: "Product processing failed" });
    expect(dialog()).toHaveAccessibleName("Product processing failed");
    expect(dialog()).not.toHaveTextContent("Please wait");
    expect(bar()).toBe(0);
    expect(screen.getByText("0%")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Error: An issue occurred during processing");
    expect(stepItems().every((item) => item.textContent?.endsWith("(failed)"))).toBe(true);
    expect(screen.getByRole("link", { name: "View Product" })).toHaveAttribute("href", `/product/${ID}`);
    expect(screen.getByRole("button", { name: "Try Again" })).toHaveFocus();
    expect(localStorage.getItem(loadingStateKey(ID))).toBeNull();

    advance(60_000);
    expect(router.state.location.pathname).toBe("/create");
    expect(dialog()).toHaveAccessibleName("Product processing failed");
    act(() => screen.getByRole("button", { name: "Try Again" }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("keeps moving from where the server put the bar, in the server's words, never going back", () => {
    renderOverlay();
    const bar = () => Number(screen.getByRole("progressbar", { name: "Generation progress" }).getAttribute("aria-valuenow"));
    FakeEventSource.latest().emit({ id: ID, status: "pending", progress: 70, step: 2, message: "Writing benefits…" });
    expect(bar()).toBe(70);
    expect(screen.getByRole("status")).toHaveTextContent("Writing benefits…");

    const seen = [bar()];
    for (let second = 0; second < 60; second += 5) {
      advance(5_000);
      seen.push(bar());
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(bar()).toBeGreaterThanOrEqual(77);

    const before = bar();
    FakeEventSource.latest().emit({ id: ID, status: "pending", progress: 65, step: 2, message: "Writing keywords…" });
    expect(bar()).toBe(before);
    expect(screen.getByRole("status")).toHaveTextContent("Writing keywords…");
    advance(120_000);
    expect(bar()).toBe(85);
  });

  it("can be left while it runs, by the button or Escape, with focus starting on the dialog", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { dialog } = renderOverlay();
    expect(dialog()).toHaveFocus();
    await user.tab();
    const leave = screen.getByRole("button", { name: "Keep working in the background" });
    expect(leave).toHaveFocus();
    expect(leave).toHaveAccessibleDescription("You can leave this page: we'll keep working, and the listing will be on your dashboard.");
    await user.keyboard("{Enter}");
    expect(onLeave).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(onLeave).toHaveBeenCalledTimes(2);
  });

  it("reuses a saved state younger than 10 minutes and ignores an older one", () => {
    const saved = { startTime: Date.now() - 90_000, progress: 64, currentStepIndex: 2, completed: false, notificationEmail: "ada@example.com" };
    localStorage.setItem(loadingStateKey(ID), JSON.stringify(saved));
    renderOverlay();
    expect(screen.getByText("1:30")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "64");
    expect(screen.getByText(/We'll let you know when your listing is ready\./)).toHaveTextContent("ada@example.com");
  });

  it("times out 180 s after the saved start, not 180 s after a reload", () => {
    const saved = { startTime: Date.now() - 170_000, progress: 84, currentStepIndex: 2, completed: false, notificationEmail: null };
    localStorage.setItem(loadingStateKey(ID), JSON.stringify(saved));
    const { dialog } = renderOverlay();
    expect(dialog()).toHaveAccessibleName("Creating Your Product");
    advance(10_000);
    expect(dialog()).toHaveAccessibleName("Product Creation Taking Too Long");
  });

  it("ignores a saved state from over 10 minutes ago", () => {
    const saved = { startTime: Date.now() - 11 * 60_000, progress: 80, currentStepIndex: 2, completed: false, notificationEmail: null };
    localStorage.setItem(loadingStateKey(ID), JSON.stringify(saved));
    renderOverlay();
    expect(screen.getByText("0:00")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Generation progress" })).toHaveAttribute("aria-valuenow", "0");
  });
});
