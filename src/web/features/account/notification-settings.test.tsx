import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiNotificationSettings } from "../../../core/api-types";
import { renderAt, seededQueryClient } from "../../../../tests/support/web/render";
import { NotificationSettings } from "./notification-settings";

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const defaults: ApiNotificationSettings = { emailNotifications: true, marketingEmails: false };

/** The switches, loaded; every PUT waits until the test answers it. */
function openSettings() {
  const answers: Array<(response: Response) => void> = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
  renderAt(
    <>
      <NotificationSettings />
      <Toaster />
    </>,
    seededQueryClient([[["settings", "notifications"], defaults]]),
  );
  const bodies = () => fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { answers, bodies, user: userEvent.setup() };
}

const marketing = () => screen.getByRole("switch", { name: "Marketing Emails" });
const email = () => screen.getByRole("switch", { name: "Email Notifications" });

describe("NotificationSettings", () => {
  it("shows the switch busy while it saves, then says it was saved", async () => {
    const { answers, bodies, user } = openSettings();
    await user.click(marketing());
    expect(marketing()).toBeChecked();
    await waitFor(() => expect(marketing()).toHaveAttribute("aria-busy", "true"));
    expect(email()).toHaveAttribute("aria-busy", "false");
    expect(bodies()).toEqual([{ emailNotifications: true, marketingEmails: true }]);

    answers[0]?.(Response.json({ emailNotifications: true, marketingEmails: true }));
    expect(await screen.findByText("Notification settings saved")).toBeInTheDocument();
    expect(screen.getByText("Marketing Emails: on")).toBeInTheDocument();
    await waitFor(() => expect(marketing()).toHaveAttribute("aria-busy", "false"));
    expect(marketing()).toBeChecked();
  });

  it("moves the switch back and says so when the server refuses", async () => {
    const { answers, user } = openSettings();
    await user.click(email());
    expect(email()).not.toBeChecked();
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.(Response.json({ error: { code: "INTERNAL", message: "Database unavailable" } }, { status: 500 }));
    expect(await screen.findByText("Could not save notification settings")).toBeInTheDocument();
    expect(screen.getByText("Email Notifications is back on. Database unavailable")).toBeInTheDocument();
    expect(email()).toBeChecked();
    expect(email()).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByText("Notification settings saved")).not.toBeInTheDocument();
  });

  it("saves quick changes one after another, each with the switches as they stand", async () => {
    const { answers, bodies, user } = openSettings();
    await user.click(marketing());
    await user.click(email());
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.(Response.json({ emailNotifications: true, marketingEmails: true }));
    // The first answer does not undo the second switch, whose save starts now.
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(email()).not.toBeChecked();
    answers[1]?.(Response.json({ emailNotifications: false, marketingEmails: true }));
    await waitFor(() => expect(screen.getAllByText("Notification settings saved")).toHaveLength(2));
    expect(bodies()).toEqual([
      { emailNotifications: true, marketingEmails: true },
      { emailNotifications: false, marketingEmails: true },
    ]);
    expect(email()).not.toBeChecked();
    expect(marketing()).toBeChecked();
  });
});
