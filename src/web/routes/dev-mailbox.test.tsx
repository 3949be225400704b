import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LocalMail } from "../../core/api-types";
import { answerFetch } from "../../../tests/support/web/answer-fetch";
import { renderAt } from "../../../tests/support/web/render";
import { DevMailboxPage } from "./dev-mailbox";

const LINK = "http://localhost:3000/confirm-email?token=abc123&next=%2F";
const MAIL: LocalMail = {
  id: "2026-01-05T10-00-00-000Z-1",
  to: "ada@example.com",
  subject: "Confirm your e-mail for Listcraft",
  sentAt: "2026-01-05T10:00:00.000Z",
  text: `Please confirm.\n\nConfirm my e-mail:\n${LINK}\n\nThanks.`,
};

afterEach(() => vi.restoreAllMocks());

// Issue 31 item 2: the newcomer reads the mail and follows its link in the app.
describe("DevMailboxPage", () => {
  it("shows each mail's subject, recipient and text with its links clickable", async () => {
    answerFetch(() => Response.json({ mails: [MAIL] }));
    renderAt(<DevMailboxPage />);
    expect(await screen.findByRole("heading", { name: MAIL.subject })).toBeVisible();
    expect(screen.getByText(/To ada@example.com/)).toBeVisible();
    expect(screen.getByRole("link", { name: LINK })).toHaveAttribute("href", LINK);
  });

  it("says there is no local mailbox when the server answers 404", async () => {
    answerFetch(() => Response.json({ error: { code: "NOT_FOUND", message: "No API route" } }, { status: 404 }));
    renderAt(<DevMailboxPage />);
    expect(await screen.findByText(/there is no local mailbox/)).toBeVisible();
  });
});
