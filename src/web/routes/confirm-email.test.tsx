import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmailConfirmationInfo } from "../../core/api-types";
import { answerFetch } from "../../../tests/support/web/answer-fetch";
import { buildMe, renderRoutes } from "../../../tests/support/web/render";
import { ConfirmEmailPage } from "./confirm-email";

const EMAIL = "ada@example.com";

/** The page at its link, the server describing the link as `step` and accepting a confirmation. */
function openLink(step: EmailConfirmationInfo["step"]) {
  const info: EmailConfirmationInfo = { purpose: "verify", email: EMAIL, signedInAsOwner: false, step };
  const sent = answerFetch((request) => {
    if (request.path === "/api/account/email-confirmation") return Response.json(info);
    if (request.path === "/api/account/confirm-email") return Response.json({ user: buildMe().user });
    return Response.json({ me: buildMe() });
  });
  renderRoutes(
    [
      { path: "/confirm-email", element: <ConfirmEmailPage /> },
      { path: "/", element: <h1>Dashboard</h1> },
    ],
    "/confirm-email?token=a-token-of-sixteen-or-more",
  );
  return sent;
}

afterEach(() => vi.restoreAllMocks());

// Issue 31: the link of a sign-up never asks for a password twice again (decision 057).
describe("ConfirmEmailPage", () => {
  it("confirms a sign-up's link in its own browser with one click on Confirm, sending no password and nothing before the click", async () => {
    const sent = openLink("confirm");
    const button = await screen.findByRole("button", { name: `Confirm ${EMAIL}` });
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeVisible();
    expect(sent.find((r) => r.path === "/api/account/confirm-email")?.body).toEqual({ token: "a-token-of-sixteen-or-more" });
  });

  it("asks another browser once for the sign-up's password, without a second field", async () => {
    const sent = openLink("sign-up-password");
    const password = await screen.findByLabelText("Password");
    expect(screen.queryByLabelText("Confirm password")).toBeNull();
    expect(screen.getByText(`Enter the password you chose when you signed up with ${EMAIL}.`)).toBeVisible();
    const user = userEvent.setup();
    await user.type(password, "meadow-copper-signal-86");
    await user.click(screen.getByRole("button", { name: "Confirm and sign in" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeVisible();
    expect(sent.find((r) => r.path === "/api/account/confirm-email")?.body).toEqual({
      token: "a-token-of-sixteen-or-more",
      password: "meadow-copper-signal-86",
    });
  });

  it("asks for a new password twice only for a link without a sign-up behind it", async () => {
    openLink("new-password");
    expect(await screen.findByLabelText("Confirm password")).toBeVisible();
    expect(screen.getByText(`Choose the password for ${EMAIL}.`)).toBeVisible();
  });
});
