import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiNotificationEmail } from "../../../core/api-types";
import { buildMe, renderAt, seededQueryClient } from "../../../../tests/support/web/render";
import { NotificationEmailSetting } from "./notification-email-setting";

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

function open(state: ApiNotificationEmail, me = buildMe(), answer: ApiNotificationEmail = state) {
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(Response.json(answer)));
  renderAt(
    <>
      <NotificationEmailSetting me={me} />
      <Toaster />
    </>,
    seededQueryClient([[["settings", "notification-email"], state]]),
  );
  return { fetchSpy, user: userEvent.setup() };
}

describe("NotificationEmailSetting", () => {
  it("says listing e-mails go to the confirmed login address", () => {
    open({ email: null, pendingEmail: null });
    expect(screen.getByText("ada@example.com, your login address")).toBeInTheDocument();
  });

  it("says nothing is sent while the login address is unconfirmed", () => {
    open({ email: null, pendingEmail: null }, buildMe({ user: { ...buildMe().user, emailVerified: false } }));
    expect(screen.getByText(/Nowhere yet: confirm your login address ada@example\.com first/)).toBeInTheDocument();
  });

  it("shows a confirmed address and one still waiting for its link", () => {
    open({ email: "desk@example.com", pendingEmail: "new@example.com" });
    expect(screen.getByText("desk@example.com (confirmed)")).toBeInTheDocument();
    expect(screen.getByText(/Waiting for confirmation of new@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Use my login address" })).toBeInTheDocument();
  });

  it("asks for another address and then shows it waiting", async () => {
    const { fetchSpy, user } = open({ email: null, pendingEmail: null }, buildMe(), { email: null, pendingEmail: "desk@example.com" });
    await user.type(screen.getByLabelText("Send them to another address"), "desk@example.com");
    await user.click(screen.getByRole("button", { name: "Send link" }));
    expect(await screen.findByText(/Waiting for confirmation of desk@example\.com/)).toBeInTheDocument();
    const [path, init] = fetchSpy.mock.calls[0] ?? [];
    expect(path).toBe("/api/settings/notification-email");
    expect(init).toMatchObject({ method: "PUT", body: JSON.stringify({ email: "desk@example.com" }) });
  });
});
