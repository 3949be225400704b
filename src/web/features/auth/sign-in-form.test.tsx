import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SIGN_IN_FAILED, TOO_MANY_ATTEMPTS } from "../../lib/auth-errors";
import { renderAt } from "../../../../tests/support/web/render";
import { SignInForm } from "./sign-in-form";

// One spy for the whole file; the auth client calls whatever fetch is current (auth-client.ts).
const fetchSpy = vi.spyOn(globalThis, "fetch");

/** Signs in through the real auth client, the server answering with `body`; returns the form's alert. */
async function refusedWith(status: number, body: unknown) {
  fetchSpy.mockResolvedValueOnce(Response.json(body, { status }));
  const user = userEvent.setup();
  renderAt(<SignInForm target="/" />);
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "violet-harbour-lantern-73");
  await user.click(screen.getByRole("button", { name: /sign in/i }));
  const alert = await screen.findByRole("alert");
  expect(String(fetchSpy.mock.lastCall?.[0])).toMatch(/\/api\/auth\/sign-in\/email$/);
  return alert;
}

// Each answer is told apart by its code (decision 038); the messages here are deliberately not the real ones.
describe("SignInForm refusals", () => {
  it("reads Better Auth's wrong-credentials code as the sign-in failure", async () => {
    expect(await refusedWith(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Nope" })).toHaveTextContent(SIGN_IN_FAILED);
  });

  it("reads our limiter's code, inside the API's error body, as too many attempts", async () => {
    expect(await refusedWith(429, { error: { code: "TOO_MANY_REQUESTS", message: "Slow down" } })).toHaveTextContent(TOO_MANY_ATTEMPTS);
  });

  it("shows the server's words for a refusal without a fixed text", async () => {
    expect(await refusedWith(400, { code: "INVALID_EMAIL", message: "Invalid email" })).toHaveTextContent("Invalid email");
  });

  it("falls back when the server fails", async () => {
    expect(await refusedWith(500, { error: { code: "INTERNAL", message: "Boom" } })).toHaveTextContent(SIGN_IN_FAILED);
  });
});
