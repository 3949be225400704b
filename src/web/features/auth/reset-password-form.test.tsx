import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../../tests/support/web/render";
import { ResetPasswordForm } from "./reset-password-form";

const { resetPassword } = vi.hoisted(() => ({ resetPassword: vi.fn() }));
vi.mock("../../lib/auth-client", () => ({ authClient: { resetPassword } }));

afterEach(() => vi.clearAllMocks());

const WEAK = "Password is too weak. This is a commonly used password.";

describe("ResetPasswordForm", () => {
  it("shows the strength verdict under the password it judged, never beside a mismatch about a newer one", async () => {
    resetPassword.mockResolvedValue({ data: null, error: { status: 400, code: "WEAK_PASSWORD", message: WEAK } });
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
    expect(resetPassword).toHaveBeenCalledWith({ newPassword: "password1", token: "t0ken" });

    await user.click(password);
    await user.paste("-harbour-lantern");
    expect(screen.queryByText(WEAK)).not.toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription("Passwords do not match.");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Passwords do not match."]);
  });

  it("keeps a failure that is about no field until something is edited", async () => {
    resetPassword.mockRejectedValue(new TypeError("Failed to fetch"));
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
