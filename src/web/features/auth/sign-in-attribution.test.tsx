import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../../tests/support/web/render";
import { SESSION_KEY } from "../../lib/attribution/capture";
import { CONSENT_STORAGE_KEY as CONSENT_KEY } from "../../lib/consent";
import { SignInForm } from "./sign-in-form";

// Every request, Better Auth's sign-in included, is answered at the network edge (fetch).

const SESSION_ID = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
const me = {
  user: { id: "u1", email: "ada@example.com", emailVerified: true, firstName: null, lastName: null, avatarUrl: null, createdAt: "2026-03-01T00:00:00Z" },
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** Signs in through the form with every request answered; returns the addresses and bodies sent. */
async function signIn() {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, body: typeof init?.body === "string" ? JSON.parse(init.body) : null });
    const payload = url.includes("/api/auth/sign-in/email")
      ? { redirect: false, token: "session-token", user: me.user }
      : url.includes("/api/session")
        ? { me }
        : { associated: 2 };
    return new Response(JSON.stringify(payload), { status: 200, headers: { "content-type": "application/json" } });
  });
  const user = userEvent.setup();
  renderAt(<SignInForm target="/" />);
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "violet-harbour-lantern-73");
  await user.click(screen.getByRole("button", { name: /sign in/i }));
  await waitFor(() => expect(calls.some((call) => call.url.includes("/api/session"))).toBe(true));
  expect(calls.find((call) => call.url.endsWith("/api/auth/sign-in/email"))?.body).toMatchObject({
    email: "ada@example.com",
    password: "violet-harbour-lantern-73",
  });
  return calls;
}

describe("sign-in and attribution", () => {
  it("associates this session's attribution with the account after signing in, when consent was given", async () => {
    localStorage.setItem(CONSENT_KEY, "granted");
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ id: SESSION_ID, touch: { timestamp: "2026-03-01T00:00:00Z" } }));
    const calls = await signIn();
    await waitFor(() => expect(calls.find((call) => call.url.endsWith("/api/attribution/associate"))?.body).toEqual({ session_id: SESSION_ID }));
  });

  it("sends nothing about attribution without consent", async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ id: SESSION_ID, touch: { timestamp: "2026-03-01T00:00:00Z" } }));
    const calls = await signIn();
    expect(calls.filter((call) => call.url.includes("/api/attribution"))).toEqual([]);
  });
});
