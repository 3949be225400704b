import type { Db } from "../db/client";
import type { SendAccountMail } from "../mail/account-mailer";
import { confirmNewEmailMail, confirmNotificationEmailMail, verifyEmailMail } from "../mail/templates";
import type { SignUpAttempt } from "../auth/sign-up-attempt";
import { createConfirmation, hashToken, type ConfirmationPurpose } from "./confirmation-token";

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
 * server to confirm, which for the login address needs a password or this account's own session,
 * or the browser a sign-up's link was asked from (confirm-email.ts, decision 057), and for a
 * listing-ready address a click (notification-email.ts). A sign-up's link binds that sign-up's
 * password hash and browser key; without an attempt the link binds neither.
 */
export async function sendConfirmation(
  deps: AccountMailDeps,
  input: { userId: string; email: string; purpose: ConfirmationPurpose; passwordSessionId?: string | null; next?: string | null; attempt?: SignUpAttempt },
): Promise<void> {
  const { next: nextPath, attempt, ...link } = input;
  const binding = attempt?.passwordHash ? { passwordHash: attempt.passwordHash, browserKeyHash: hashToken(attempt.browserKey) } : {};
  const token = await createConfirmation(deps.db, { ...link, ...binding });
  const url = new URL(LINKS[input.purpose].page, deps.appUrl);
  url.searchParams.set("token", token);
  const next = safeNextPath(nextPath);
  if (next) url.searchParams.set("next", next);
  await deps.send(LINKS[input.purpose].mail(input.email, url.toString()));
}
