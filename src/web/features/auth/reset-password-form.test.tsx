import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../../tests/support/web/render";
import { answerFetch } from "../../../../tests/support/web/answer-fetch";
import { ResetPasswordForm } from "./reset-password-form";

afterEach(() => vi.restoreAllMocks());

const WEAK = "Password is too weak. This is a commonly used password.";

describe("ResetPasswordForm", () => {
  it("shows the strength verdict under the password it judged, never beside a mismatch about a newer one", async () => {
    // Better Auth's APIError body is `{ code, message }`.
    const sent = answerFetch(async () => Response.json({ code: "WEAK_PASSWORD", message: WEAK }, { status: 400 }));
    const user = userEvent.setup();
    renderAt(<ResetPasswordForm token="t0ken" onInvalidToken={() => {}} />);
    const password = screen.getByLabelText("New password");
    const confirm = screen.getByLabelText("Confirm password");
    await user.click(password);
    await user.paste("password1");
    await user.click(confirm);
    await user.paste("password1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText(WEAK)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(WEAK);
    expect(sent).toEqual([{ path: "/api/auth/reset-password", method: "POST", body: { newPassword: "password1", token: "t0ken" } }]);

    await user.click(password);
    await user.paste("-harbour-lantern");
    expect(screen.queryByText(WEAK)).not.toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription("Passwords do not match.");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Passwords do not match."]);
  });

  it("keeps a failure that is about no field until something is edited", async () => {
    // The network fails: fetch itself rejects, as a browser's does when the server cannot be reached.
    answerFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    renderAt(<ResetPasswordForm token="t0ken" onInvalidToken={() => {}} />);
    await user.click(screen.getByLabelText("New password"));
    await user.paste("lantern-harbour");
    await user.click(screen.getByLabelText("Confirm password"));
    await user.paste("lantern-harbour");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText("Failed to reset password. Please try again.")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Confirm password"));
    await user.paste("x");
    expect(screen.queryByText("Failed to reset password. Please try again.")).not.toBeInTheDocument();
  });
});
