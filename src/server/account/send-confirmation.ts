import type { Db } from "../db/client";
import type { SendAccountMail } from "../mail/account-mailer";
import { confirmNewEmailMail, verifyEmailMail } from "../mail/templates";
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

/**
 * Mails a link to the SPA's /confirm-email page. Opening it changes nothing: the page asks the
 * server to confirm (confirm-email.ts). A sign-up's link binds that sign-up's password hash and
 * browser key (decision 057); without an attempt the link binds neither.
 */
export async function sendConfirmation(
  deps: AccountMailDeps,
  input: { userId: string; email: string; purpose: ConfirmationPurpose; next?: string | null; attempt?: SignUpAttempt },
): Promise<void> {
  const { attempt } = input;
  const binding = attempt?.passwordHash ? { passwordHash: attempt.passwordHash, browserKeyHash: hashToken(attempt.browserKey) } : {};
  const token = await createConfirmation(deps.db, { userId: input.userId, email: input.email, purpose: input.purpose, ...binding });
  const url = new URL("/confirm-email", deps.appUrl);
  url.searchParams.set("token", token);
  const next = safeNextPath(input.next);
  if (next) url.searchParams.set("next", next);
  const mail = input.purpose === "change" ? confirmNewEmailMail : verifyEmailMail;
  await deps.send(mail(input.email, url.toString()));
}
