import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { MeResponse } from "../../../core/api-types";
import { buildMe, renderRoutes } from "../../../../tests/support/web/render";
import { answerFetch } from "../../../../tests/support/web/answer-fetch";
import { EMAIL_CONFIRMED_STATE } from "./email-confirmed";
import { FirstRunBanner } from "./first-run-banner";

// The auth client loads on demand (decision 033); loaded here, its first import does not eat a test's time limit.
beforeAll(() => import("../../lib/auth-client"));
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** Better Auth at the network edge: each request gets the next of `answers`; one more is an error. */
const answerInOrder = (...answers: Array<Promise<Response>>) =>
  answerFetch((request, index) => answers[index] ?? Promise.reject(new Error(`unexpected fetch ${request.path}`)));

const unverified = (id = "user-1") => buildMe({ user: { ...buildMe().user, id, emailVerified: false } });
const reminder = () => screen.queryByRole("region", { name: "Confirm your e-mail address" });
/** The reminder's code loads on demand (decision 033): wait for it to appear. */
const findReminder = () => screen.findByRole("region", { name: "Confirm your e-mail address" });

function visit(me: MeResponse | null, path = "/gallery?q=planner", state?: unknown) {
  const routes = [{ path: "*", element: <FirstRunBanner me={me} /> }];
  return renderRoutes(routes, path, undefined, state);
}

describe("FirstRunBanner: the reminder to confirm the address", () => {
  // First in the file: later tests find the reminder's code already loaded, with nothing to wait for.
  it("keeps the reminder's place while its code loads, so the page below does not move when it appears", async () => {
    visit(unverified());
    const placeholder = () => document.querySelector('[aria-hidden="true"].bg-amber-50');
    expect(placeholder()).toHaveClass("h-[145px]", "lg:h-[65px]");
    expect(reminder()).not.toBeInTheDocument();
    expect(await findReminder()).toHaveClass("min-h-[145px]", "lg:min-h-[65px]");
    expect(placeholder()).toBeNull();
  });

  it("says where the link went and sends it again, leading back to this page, with a clear result", async () => {
    let answer: (response: Response) => void = () => {};
    const sent = answerInOrder(new Promise((resolve) => (answer = resolve)));
    visit(unverified());
    const region = await findReminder();
    expect(region).toHaveTextContent("We sent a confirmation link to ada@example.com.");
    await userEvent.setup().click(within(region!).getByRole("button", { name: "Send again" }));
    expect(within(region!).getByRole("button", { name: "Sending..." })).toBeDisabled();
    await waitFor(() =>
      expect(sent).toEqual([
        { path: "/api/auth/send-verification-email", method: "POST", body: { email: "ada@example.com", callbackURL: "/gallery?q=planner" } },
      ]),
    );
    answer(Response.json({ status: true }));
    expect(await within(region!).findByText(/^Sent\. A new link is on its way to ada@example\.com/)).toBe(within(region!).getByRole("status"));
    expect(within(region!).getByRole("button", { name: "Send again" })).toBeEnabled();
  });

  it("says when the server refuses because of too many requests, and when sending failed", async () => {
    // Our limiter's answer is the API's error body (no top-level message); then a server failure.
    const limited = { code: "TOO_MANY_REQUESTS", message: "Too many attempts. Please wait a minute and try again." };
    answerInOrder(
      Promise.resolve(Response.json({ error: limited }, { status: 429 })),
      Promise.resolve(Response.json({ message: "Internal" }, { status: 500 })),
    );
    const user = userEvent.setup();
    visit(unverified());
    const status = within(await findReminder()).getByRole("status");
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole("button", { name: "Send again" }));
    expect(await within(status).findByText("Too many attempts. Please wait a minute and try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send again" }));
    expect(await within(status).findByText("Could not send the e-mail. Please try again in a few minutes.")).toBeInTheDocument();
  });

  it("can be dismissed for the rest of the session, for this account only", async () => {
    visit(unverified());
    await findReminder();
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss the reminder to confirm your e-mail" }));
    expect(reminder()).not.toBeInTheDocument();
    document.body.innerHTML = "";
    visit(unverified());
    expect(reminder()).not.toBeInTheDocument();
    document.body.innerHTML = "";
    visit(unverified("user-2"));
    expect(await findReminder()).toBeInTheDocument();
  });

  it("is not shown to confirmed accounts, visitors, or on the confirmation page itself", () => {
    visit(buildMe());
    expect(reminder()).not.toBeInTheDocument();
    document.body.innerHTML = "";
    visit(null);
    expect(reminder()).not.toBeInTheDocument();
    document.body.innerHTML = "";
    visit(unverified(), "/confirm-email?token=abc");
    expect(reminder()).not.toBeInTheDocument();
  });
});

describe("FirstRunBanner: after the confirmation link", () => {
  it("says 'E-mail confirmed' in the live region on the page the link led to, until dismissed", async () => {
    const router = visit(buildMe(), "/", EMAIL_CONFIRMED_STATE);
    const status = screen.getByRole("status");
    expect(await within(status).findByText("E-mail confirmed")).toBeInTheDocument();
    expect(status).toHaveTextContent("ada@example.com is confirmed.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss the confirmation message" }));
    expect(status).toBeEmptyDOMElement();
    expect(router.state.location.state).toBeNull();
  });

  it("keeps the live region, empty, on any other page", () => {
    visit(buildMe(), "/");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
