import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../../tests/support/web/render";
import { answerFetch } from "../../../../tests/support/web/answer-fetch";
import { ChangePasswordForm } from "./change-password-form";

afterEach(() => vi.restoreAllMocks());

/** A refusal as Better Auth sends it: its APIError body is `{ code, message }`. */
const refusal = (status: number, code: string, message: string) => () => Response.json({ code, message }, { status });
const accepted = () => Response.json({ status: true });

const WEAK = "Password is too weak. Add another word or two.";
const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** Replaces each field's text in one input event, as pasting does (typing key by key is slow here). */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    await user.paste(value);
  }
}

function openForm() {
  const user = userEvent.setup();
  renderAt(<ChangePasswordForm onDone={() => {}} />);
  return user;
}

describe("ChangePasswordForm", () => {
  it("drops the server's strength verdict once the new password is edited, and shows only what holds now", async () => {
    const sent = answerFetch(refusal(400, "WEAK_PASSWORD", WEAK));
    const user = openForm();
    await fill(user, { "Current password": "old-password-1", "New password": "password123", "Confirm new password": "password123" });
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText(WEAK)).toBeInTheDocument();
    expect(field("New password")).toHaveAccessibleDescription(WEAK);
    expect(sent).toEqual([
      { path: "/api/auth/change-password", method: "POST", body: expect.objectContaining({ currentPassword: "old-password-1", newPassword: "password123" }) },
    ]);

    await fill(user, { "New password": "lantern-harbour-violet" });
    expect(screen.queryByText(WEAK)).not.toBeInTheDocument();
    expect(field("Confirm new password")).toHaveAccessibleDescription("Passwords do not match.");
    expect(screen.getAllByRole("alert")).toHaveLength(1);

    // Back to the refused password: the verdict holds for it again.
    await fill(user, { "New password": "password123" });
    expect(field("New password")).toHaveAccessibleDescription(WEAK);
    expect(field("Confirm new password")).not.toHaveAccessibleDescription();
  });

  it("re-checks the confirmation when the new password changes", async () => {
    const sent = answerFetch(accepted);
    const user = openForm();
    await fill(user, { "Current password": "old-password-1", "New password": "abc", "Confirm new password": "abc" });
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(field("New password")).toHaveAccessibleDescription("Password must be at least 6 characters.");
    expect(field("Confirm new password")).not.toHaveAccessibleDescription();

    await user.type(field("New password"), "defgh");
    expect(field("New password")).not.toHaveAccessibleDescription();
    expect(field("Confirm new password")).toHaveAccessibleDescription("Passwords do not match.");
    await user.type(field("Confirm new password"), "defgh");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("puts a wrong current password under that field until it is edited", async () => {
    answerFetch(refusal(400, "INVALID_PASSWORD", "Invalid password"));
    const user = openForm();
    await fill(user, { "Current password": "wrong-one", "New password": "lantern-harbour-violet", "Confirm new password": "lantern-harbour-violet" });
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText("Invalid password")).toBeInTheDocument();
    expect(field("Current password")).toHaveAccessibleDescription("Invalid password");
    await user.type(field("Current password"), "!");
    expect(screen.queryByText("Invalid password")).not.toBeInTheDocument();
  });
});
