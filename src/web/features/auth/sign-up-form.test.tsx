import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../../tests/support/web/render";
import { SignUpForm } from "./sign-up-form";

afterEach(() => vi.restoreAllMocks());

describe("SignUpForm", () => {
  it("explains a short password under the field without calling the server", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderAt(<SignUpForm target="/" signInPath="/sign-in" />);

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "abc");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));

    const password = screen.getByLabelText("Password");
    expect(password).toHaveAccessibleDescription("Password must be at least 6 characters.");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("labels every field, the optional names included", () => {
    renderAt(<SignUpForm target="/" signInPath="/sign-in" />);
    for (const label of ["First name", "Last name", "Email", "Password"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });
});
