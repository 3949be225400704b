import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { SetPasswordForm } from "./set-password-form";

const WEAK = "Password is too weak. Add another word or two.";
const weak = new ApiError(400, "VALIDATION_FAILED", WEAK, { password: [WEAK] });

describe("SetPasswordForm", () => {
  it("shows the server's verdict on the submitted password only while that password is still typed", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<SetPasswordForm mode="new" pending={false} error={null} onSubmit={onSubmit} />);
    const password = screen.getByLabelText("Password");
    const confirm = screen.getByLabelText("Confirm password");
    await user.click(password);
    await user.paste("password1");
    await user.click(confirm);
    await user.paste("password1");
    await user.click(screen.getByRole("button", { name: "Confirm and sign in" }));
    expect(onSubmit).toHaveBeenCalledWith("password1");
    rerender(<SetPasswordForm mode="new" pending={false} error={weak} onSubmit={onSubmit} />);
    expect(password).toHaveAccessibleDescription(WEAK);

    await user.click(password);
    await user.paste("-violet-harbour");
    expect(password).not.toHaveAccessibleDescription();
    expect(confirm).toHaveAccessibleDescription("Passwords do not match.");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Passwords do not match."]);
  });
});
