import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfilePage } from "../../../routes/profile";
import { buildMe, meSeed, renderAt, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { UsagePill } from "./usage-pill";
import { subscriptionKey } from "../../../api/subscription";

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

function visitProfile() {
  const client = seededQueryClient([meSeed(buildMe()), [subscriptionKey, buildSubscription({ tier: "free" })]]);
  renderAt(
    <>
      <UsagePill />
      <ProfilePage />
      <Toaster />
    </>,
    client,
  );
}

describe("Refresh subscription", () => {
  it("sits next to the plans link and updates the plan everywhere it is shown", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    visitProfile();
    expect(screen.getByRole("link", { name: "View plans and upgrade" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByText(/You are on the Free plan\./)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Refresh subscription" }));
    expect(await screen.findByText("Updating subscription...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh subscription" })).toBeDisabled();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/subscription/refresh");
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe("POST");

    answer(Response.json(buildSubscription({ tier: "pro", productCount: 2 })));
    expect(await screen.findByText("Subscription updated!")).toBeInTheDocument();
    expect(screen.getByText("Your subscription tier is now: Pro")).toBeInTheDocument();
    expect(screen.queryByText("Updating subscription...")).not.toBeInTheDocument();
    expect(screen.getByText(/You are on the Pro plan\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Pro/ })).toHaveTextContent("Pro 2/40");
    expect(screen.getByRole("button", { name: "Refresh subscription" })).toBeEnabled();
  });

  it("says when the refresh failed and keeps the plan shown", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ error: { code: "INTERNAL", message: "Boom" } }, { status: 500 }));
    visitProfile();
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh subscription" }));
    expect(await screen.findByText("Failed to refresh subscription")).toBeInTheDocument();
    expect(screen.getByText("Please try again or contact support")).toBeInTheDocument();
    expect(screen.getByText(/You are on the Free plan\./)).toBeInTheDocument();
  });
});
