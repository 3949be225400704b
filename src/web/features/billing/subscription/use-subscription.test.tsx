import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiSubscription } from "../../../../core/api-types";
import { SuccessPage } from "../../../routes/success";
import { endSession, meKey } from "../../../api/session";
import { buildMe, meSeed, renderAt, seededQueryClient } from "../../../../../tests/support/web/render";
import { buildSubscription } from "../../../../../tests/support/web/build-subscription";
import { UsagePill } from "./usage-pill";
import { subscriptionKey } from "../../../api/subscription";

afterEach(() => vi.restoreAllMocks());

const calls = (spy: { mock: { calls: Parameters<typeof fetch>[] } }) => spy.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);

function asUser(id: string) {
  const me = buildMe();
  return { ...me, user: { ...me.user, id } };
}

/** The header's pill for a signed-in user whose plan is not cached yet: a new session in this tab. */
function signIn(userId: string) {
  const client = seededQueryClient([meSeed(asUser(userId))]);
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

  it("signs in again after signing out: the next session refreshes again", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(buildSubscription()));
    const client = signIn("user-again");
    await waitFor(() => expect(calls(fetchSpy)).toEqual(["GET /api/subscription", "POST /api/subscription/refresh"]));
    cleanup();

    endSession(client);
    client.setQueryData(meKey, asUser("user-again"));
    renderAt(<UsagePill />, client);
    await waitFor(() => expect(calls(fetchSpy).filter((call) => call.startsWith("POST"))).toHaveLength(2));
  });
});

/** A server whose answers the test releases: GET /api/subscription and POST /api/subscription/refresh. */
function heldServer() {
  const held: Record<string, (plan: ApiSubscription) => void> = {};
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(
    (input, init) =>
      new Promise<Response>((resolve) => {
        held[`${init?.method ?? "GET"} ${String(input)}`] = (plan) => resolve(Response.json(plan));
      }),
  );
  const answer = (call: string, plan: ApiSubscription) => act(async () => held[call]?.(plan));
  return { fetchSpy, answer };
}

describe("one refresh per trigger", () => {
  const creator = buildSubscription({ tier: "creator", recentTransaction: true });

  /** A full page load of /success: the header's plan read (a login refresh) and the page's own first attempt. */
  function openSuccessPage(userId: string) {
    const client = seededQueryClient([meSeed(asUser(userId))]);
    renderAt(
      <>
        <UsagePill />
        <SuccessPage />
      </>,
      client,
    );
  }

  it("shares the success page's refresh with the login refresh while it runs", async () => {
    const { fetchSpy, answer } = heldServer();
    openSuccessPage("user-shared");
    await waitFor(() => expect(calls(fetchSpy).sort()).toEqual(["GET /api/subscription", "POST /api/subscription/refresh"]));
    await answer("GET /api/subscription", buildSubscription({ recentTransaction: true }));
    await answer("POST /api/subscription/refresh", creator);
    expect(await screen.findByText("Your subscription has been updated to the Creator plan!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Creator/ })).toBeInTheDocument();
    expect(calls(fetchSpy).filter((call) => call.startsWith("POST"))).toHaveLength(1);
  });

  it("counts a finished refresh of the page as the login refresh too", async () => {
    const { fetchSpy, answer } = heldServer();
    openSuccessPage("user-covered");
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    await answer("POST /api/subscription/refresh", creator);
    expect(await screen.findByText("Your subscription has been updated to the Creator plan!")).toBeInTheDocument();
    await answer("GET /api/subscription", creator);
    await waitFor(() => expect(screen.getByRole("link", { name: /^Creator/ })).toBeInTheDocument());
    expect(calls(fetchSpy).filter((call) => call.startsWith("POST"))).toHaveLength(1);
  });
});
