import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfilePage } from "../../../routes/profile";
import { buildMe, meSeed, renderAt, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";

afterEach(() => vi.restoreAllMocks());

const failure = () => Response.json({ error: { code: "INTERNAL", message: "Boom" } }, { status: 500 });

describe("the profile's plan card", () => {
  it("shows a spinner while the plan loads", () => {
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    renderAt(<ProfilePage />, seededQueryClient([meSeed(buildMe())]));
    expect(screen.getByRole("status")).toHaveTextContent("Loading your plan...");
  });

  it("says when the plan could not be loaded instead of loading for good, and retries", async () => {
    // After the failure: the plan, then the refresh that follows the first plan read of a session.
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(failure())
      .mockImplementation(async () => Response.json(buildSubscription({ tier: "creator" })));
    renderAt(<ProfilePage />, seededQueryClient([meSeed(buildMe())]));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your plan could not be loaded.");
    expect(screen.queryByText("Loading your plan...")).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText(/You are on the Creator plan\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });
});
