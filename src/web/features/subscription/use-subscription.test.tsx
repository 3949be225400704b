import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildMe, meSeed, renderAt, seededQueryClient } from "../../testing/render";
import { buildSubscription } from "./build-subscription";
import { UsagePill } from "./usage-pill";
import { subscriptionKey } from "./api";

afterEach(() => vi.restoreAllMocks());

const calls = (spy: { mock: { calls: Parameters<typeof fetch>[] } }) =>
  spy.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);

/** The header's pill for a signed-in user whose plan is not cached yet. Each test signs in a new user: the refresh is once per user and page load. */
function signIn(userId: string) {
  const me = buildMe();
  const client = seededQueryClient([meSeed({ ...me, user: { ...me.user, id: userId } })]);
  renderAt(<UsagePill />, client);
  return client;
}

describe("useSubscription", () => {
  it("refreshes the plan from the payments once after sign-in and shows the result", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "free" })))
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "creator", productCount: 1 })))
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "creator", productCount: 2 })));
    const client = signIn("user-login");
    await waitFor(() => expect(screen.getByRole("link")).toHaveTextContent("Creator 1/10"));

    await act(() => client.invalidateQueries({ queryKey: subscriptionKey }));
    await waitFor(() => expect(screen.getByRole("link")).toHaveTextContent("Creator 2/10"));
    expect(calls(fetchSpy)).toEqual(["GET /api/subscription", "POST /api/subscription/refresh", "GET /api/subscription"]);
  });

  it("forces one more refresh when the server reports a payment from the last minutes", async () => {
    const recent = buildSubscription({ tier: "free", recentTransaction: true });
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "free" })))
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "free" })))
      .mockResolvedValueOnce(Response.json(recent))
      .mockResolvedValueOnce(Response.json(buildSubscription({ tier: "pro", recentTransaction: true })))
      .mockResolvedValueOnce(Response.json(recent));
    const client = signIn("user-payment");
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));

    await act(() => client.invalidateQueries({ queryKey: subscriptionKey }));
    await waitFor(() => expect(screen.getByRole("link")).toHaveTextContent("Pro 0/40"));
    // The third read shows Free again: a refresh would have been asked for before it is returned.
    await act(() => client.invalidateQueries({ queryKey: subscriptionKey }));
    await waitFor(() => expect(screen.getByRole("link")).toHaveTextContent("Free 0/1"));
    expect(calls(fetchSpy)).toEqual([
      "GET /api/subscription",
      "POST /api/subscription/refresh",
      "GET /api/subscription",
      "POST /api/subscription/refresh",
      "GET /api/subscription",
    ]);
  });
});
