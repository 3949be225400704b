import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { toast, Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Tier } from "../../../../core/plans";
import { SuccessPage } from "../../../routes/success";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { REFRESH_TIMEOUT_MS, subscriptionKey } from "../../../api/subscription";
import { PAID_STATE, rememberCheckout } from "./checkout-storage";

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const plan = (tier: Tier) => Response.json(buildSubscription({ tier }));
const serverError = () => Response.json({ error: { code: "INTERNAL", message: "Boom" } }, { status: 500 });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function visitSuccess(...responses: Array<() => Response>) {
  return visitSuccessWith(undefined, responses);
}

function visitSuccessWith(state: unknown, responses: Array<() => Response>) {
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  for (const response of responses) fetchSpy.mockImplementationOnce(async () => response());
  const client = seededQueryClient([meSeed(buildMe()), [subscriptionKey, buildSubscription()]]);
  const layout = (
    <>
      <Outlet />
      <Toaster />
    </>
  );
  const routes = [
    {
      element: layout,
      children: [
        { path: "/success", element: <SuccessPage /> },
        { path: "/dashboard", element: <p>Dashboard page</p> },
      ],
    },
  ];
  const router = renderRoutes(routes, "/success", client, state);
  return { fetchSpy, client, router };
}

describe("SuccessPage", () => {
  it("re-reads the plan with 2 s backoff until it shows the tier bought, then redirects after 2 s", async () => {
    rememberCheckout({ tier: "creator", interval: "monthly" });
    const { fetchSpy, client, router } = visitSuccess(
      () => plan("free"),
      () => plan("creator"),
    );

    expect(screen.getByRole("heading", { name: "Subscription Successful!" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Updating your subscription information...Attempt 1/4");
    await advance(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/subscription/refresh");
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe("POST");

    // Margins of 200 ms: the fake clock also follows real time (shouldAdvanceTime).
    await advance(1_800);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Attempt 1/4");
    await advance(200);
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    expect(await screen.findByText("Your subscription has been updated to the Creator plan!")).toBeInTheDocument();
    expect(screen.getByText("You can now create up to 10 products per month.")).toBeInTheDocument();
    expect(client.getQueryData(subscriptionKey)).toMatchObject({ tier: "creator", maxProducts: 10 });
    expect(sessionStorage.getItem("listcraft.checkout")).toBeNull();

    // The ticking number is hidden from screen readers; the live region says the wait once.
    expect(screen.getByText("Redirecting to your dashboard in 2 s…")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Opening your dashboard in 2 seconds.");
    await advance(1_000);
    expect(screen.getByText("Redirecting to your dashboard in 1 s…")).toBeInTheDocument();
    await advance(1_000);
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("counts any paid plan as confirmed when no checkout was stored but the server recorded a payment just now", async () => {
    visitSuccess(() => Response.json(buildSubscription({ tier: "pro", recentTransaction: true })));
    expect(await screen.findByText("Your subscription has been updated to the Pro plan!")).toBeInTheDocument();
    expect(screen.getByText("You can now create up to 40 products per month.")).toBeInTheDocument();
  });

  it("gives up after 4 attempts (waits 2, 4 and 8 s) with the amber message and a 5 s countdown", async () => {
    rememberCheckout({ tier: "pro", interval: "annual" });
    const { fetchSpy, router } = visitSuccess(...Array.from({ length: 4 }, () => () => plan("creator")));
    await advance(0);
    for (const [wait, attempt] of [
      [2_000, 2],
      [4_000, 3],
      [8_000, 4],
    ] as const) {
      expect(screen.getByRole("status")).toHaveTextContent(`Attempt ${attempt - 1}/4`);
      await advance(wait - 200);
      expect(fetchSpy).toHaveBeenCalledTimes(attempt - 1);
      await advance(200);
      expect(fetchSpy).toHaveBeenCalledTimes(attempt);
    }

    expect(await screen.findByText("We're still processing your subscription upgrade.")).toBeInTheDocument();
    expect(await screen.findByText("Waiting for subscription confirmation...")).toBeInTheDocument();
    expect(screen.queryByText("Could not refresh subscription details")).not.toBeInTheDocument();
    expect(sessionStorage.getItem("listcraft.checkout")).not.toBeNull();
    expect(screen.getByText("Redirecting to your dashboard in 5 s…")).toBeInTheDocument();
    for (const left of [4, 3, 2, 1]) {
      await advance(1_000);
      expect(screen.getByText(`Redirecting to your dashboard in ${left} s…`)).toBeInTheDocument();
    }
    expect(router.state.location.pathname).toBe("/success");
    await advance(1_000);
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it("keeps trying through failed refreshes and says so when the last one fails; the button skips the wait", async () => {
    rememberCheckout({ tier: "creator", interval: "monthly" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { fetchSpy, router } = visitSuccess(
      serverError,
      () => plan("free"),
      () => plan("free"),
      serverError,
    );
    await advance(14_000);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("Could not refresh subscription details")).toBeInTheDocument();
    expect(screen.getByText("Your account will be updated shortly.")).toBeInTheDocument();
    expect(screen.getByText("We're still processing your subscription upgrade.")).toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole("button", { name: "Go to Dashboard Now" }));
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("offers 'Go to Dashboard Now' while the plan is still being re-read", async () => {
    rememberCheckout({ tier: "creator", interval: "monthly" });
    const { router } = visitSuccess(() => plan("free"));
    expect(screen.getByRole("status")).toHaveTextContent("Attempt 1/4");
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole("button", { name: "Go to Dashboard Now" }));
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("puts the outcome into the one live region that was there from the start", async () => {
    rememberCheckout({ tier: "creator", interval: "monthly" });
    visitSuccess(() => plan("creator"));
    const region = screen.getByRole("status");
    expect(region).toHaveTextContent("Updating your subscription information...");
    await screen.findByText("Your subscription has been updated to the Creator plan!");
    expect(screen.getByRole("status")).toBe(region);
    expect(region).toHaveTextContent("Your subscription has been updated to the Creator plan!You can now create up to 10 products per month.");
  });

  it("gives up on a hung refresh after its time limit and moves to the next attempt", async () => {
    rememberCheckout({ tier: "creator", interval: "monthly" });
    // AbortSignal.timeout runs on the browser's own clock; this one follows the test's fake clock.
    vi.spyOn(AbortSignal, "timeout").mockImplementation((ms) => {
      const controller = new AbortController();
      window.setTimeout(() => controller.abort(new DOMException("The request timed out", "TimeoutError")), ms);
      return controller.signal;
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const hang = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementationOnce(hang)
      .mockImplementationOnce(async () => plan("creator"));
    visitSuccess();
    await advance(REFRESH_TIMEOUT_MS - 200);
    expect(screen.getByRole("status")).toHaveTextContent("Attempt 1/4");
    await advance(200 + 2_000);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenCalledWith("Subscription refresh failed", expect.objectContaining({ name: "TimeoutError" }));
    expect(await screen.findByText("Your subscription has been updated to the Creator plan!")).toBeInTheDocument();
  });
});

describe("SuccessPage without a recent purchase", () => {
  const heading = () => screen.getByRole("heading", { level: 1 });

  it("tells a free user no recent purchase was found, links to pricing, and finds a payment that arrives later", async () => {
    const { fetchSpy } = visitSuccess(
      () => plan("free"),
      () => Response.json(buildSubscription({ tier: "creator", recentTransaction: true })),
    );
    expect(heading()).toHaveTextContent("Checking for your purchase");
    expect(screen.getByRole("status")).toHaveTextContent("Looking for your payment...");
    expect(await screen.findByRole("heading", { level: 1, name: "No recent purchase found" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Your plan has not changed: we found no payment on your account in the last 10 minutes.");
    expect(screen.getByRole("link", { name: "View plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByText("Subscription Successful!")).not.toBeInTheDocument();
    // The spec's countdown moves on to the dashboard here too; the live region says the wait once.
    expect(screen.getByText("Redirecting to your dashboard in 5 s…")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Opening your dashboard in 5 seconds.");
    expect(screen.getByRole("button", { name: "Go to Dashboard Now" })).toBeEnabled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByText("Your subscription has been updated to the Creator plan!")).toBeInTheDocument();
    expect(heading()).toHaveTextContent("Subscription Successful!");
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("treats a payment link that reported its payment complete as a purchase while the plan catches up", async () => {
    const { fetchSpy } = visitSuccessWith(PAID_STATE, [() => plan("free"), () => plan("creator")]);
    expect(heading()).toHaveTextContent("Subscription Successful!");
    await advance(0);
    await advance(2_000);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("Your subscription has been updated to the Creator plan!")).toBeInTheDocument();
  });

  it("does not tell a paying user they just upgraded when they paid long ago", async () => {
    visitSuccess(() => plan("pro"));
    expect(await screen.findByRole("heading", { level: 1, name: "No recent purchase found" })).toBeInTheDocument();
    expect(screen.queryByText(/has been updated/)).not.toBeInTheDocument();
  });

  it("keeps waiting as a purchase when the server recorded a payment the plan does not show yet", async () => {
    const { fetchSpy } = visitSuccess(
      () => Response.json(buildSubscription({ recentTransaction: true })),
      () => Response.json(buildSubscription({ tier: "creator", recentTransaction: true })),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Subscription Successful!" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Attempt 1/4");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await advance(2_000);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("Your subscription has been updated to the Creator plan!")).toBeInTheDocument();
  });

  it("says it could not check when every attempt fails, and offers to check again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { fetchSpy } = visitSuccess(serverError, serverError, serverError, serverError);
    await advance(14_000);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(await screen.findByRole("heading", { level: 1, name: "Could not check for a purchase" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Check again" })).toBeEnabled();
    expect(screen.queryByText("We're still processing your subscription upgrade.")).not.toBeInTheDocument();
    // An error the creator has not read yet does not count down away.
    expect(screen.queryByText(/Redirecting to your dashboard/)).not.toBeInTheDocument();
  });

  it("moves on to the dashboard 5 s after finding no purchase", async () => {
    const { router } = visitSuccess(() => plan("free"));
    expect(await screen.findByRole("heading", { level: 1, name: "No recent purchase found" })).toBeInTheDocument();
    for (let second = 0; second < 4; second++) await advance(1_000);
    expect(screen.getByText("Redirecting to your dashboard in 1 s…")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/success");
    await advance(1_000);
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
