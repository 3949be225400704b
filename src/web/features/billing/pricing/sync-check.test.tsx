import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { SYNC_TEXTS } from "../subscription/sync-check-button";
import { usagePill, visitPricing } from "../../../../../tests/support/web/render-pricing";

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const checkSync = async () => {
  const user = userEvent.setup();
  visitPricing("/pricing");
  await user.click(screen.getByRole("button", { name: "Check payment sync" }));
};

describe("the payment sync check on the pricing page", () => {
  it("repairs a missed upgrade: the plan changes at once and the toast says so", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await checkSync();
    expect(await screen.findByText(SYNC_TEXTS.checking)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Check payment sync" })).toBeDisabled();
    expect(fetchSpy).toHaveBeenCalledWith("/api/subscription/sync-check", expect.objectContaining({ method: "POST" }));

    answer(Response.json({ changed: true, subscription: buildSubscription({ tier: "pro" }) }));
    expect(await screen.findByText("Subscription synced successfully")).toBeInTheDocument();
    expect(screen.getByText("Your subscription tier is now: Pro")).toBeInTheDocument();
    expect(usagePill()).toHaveTextContent("Pro 0/40");
    expect(screen.getByRole("button", { name: "Check payment sync" })).toBeEnabled();
  });

  it("says 'No sync issues found' when the plan already matches the payments", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(Response.json({ changed: false, subscription: buildSubscription() }));
    await checkSync();
    expect(await screen.findByText("No sync issues found")).toBeInTheDocument();
    expect(usagePill()).toHaveTextContent("Free 0/1");
  });

  it.each([
    [
      "the server reports a failure",
      Response.json({ error: { code: "BAD_GATEWAY", message: "Paddle is down." } }, { status: 502 }),
      "Sync check failed - please contact support",
      "Paddle is down.",
    ],
    [
      "the session has ended",
      Response.json({ error: { code: "UNAUTHORIZED", message: "Sign in first" } }, { status: 401 }),
      "User not authenticated",
      "Please sign in again.",
    ],
  ])("tells the user when %s", async (_case, response, title, description) => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(response);
    await checkSync();
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(usagePill()).toHaveTextContent("Free 0/1");
  });

  it("asks to try again when the server cannot be reached", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await checkSync();
    expect(await screen.findByText("Sync check failed - please try again or contact support")).toBeInTheDocument();
  });
});
