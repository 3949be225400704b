import type { Db } from "../db/client";
import type { SendAccountMail } from "../mail/account-mailer";
import { confirmNewEmailMail, confirmNotificationEmailMail, verifyEmailMail } from "../mail/templates";
import { createConfirmation, type ConfirmationPurpose } from "./confirmation-token";

export interface AccountMailDeps {
  db: Db;
  send: SendAccountMail;
  appUrl: string;
}

/** Only a same-site path may follow a confirmation, never another host. */
export function safeNextPath(value: string | null | undefined): string | null {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : null;
}

const LINKS = {
  verify: { page: "/confirm-email", mail: verifyEmailMail },
  change: { page: "/confirm-email", mail: confirmNewEmailMail },
  notify: { page: "/confirm-notification-email", mail: confirmNotificationEmailMail },
} as const satisfies Record<ConfirmationPurpose, { page: string; mail: (to: string, url: string) => unknown }>;

/**
 * Mails a link to the SPA's confirmation page. Opening it changes nothing: the page asks the
 * server to confirm, which for the login address needs a password or this account's own session
 * (confirm-email.ts), and for a listing-ready address a click (notification-email.ts).
 */
export async function sendConfirmation(
  deps: AccountMailDeps,
  input: { userId: string; email: string; purpose: ConfirmationPurpose; passwordSessionId?: string | null; next?: string | null },
): Promise<void> {
  const { next: nextPath, ...link } = input;
  const token = await createConfirmation(deps.db, link);
  const url = new URL(LINKS[input.purpose].page, deps.appUrl);
  url.searchParams.set("token", token);
  const next = safeNextPath(nextPath);
  if (next) url.searchParams.set("next", next);
  await deps.send(LINKS[input.purpose].mail(input.email, url.toString()));
}
