import { firstLink, type CaughtMail } from "./mail-catcher";

/** The token of a mailed /confirm-email or /reset-password link. */
export function linkToken(mail: CaughtMail, pathname: string): string {
  const url = new URL(firstLink(mail));
  if (url.pathname !== pathname) throw new Error(`mail "${mail.subject}" links to ${url.pathname}, not ${pathname}`);
  const token = url.searchParams.get("token");
  if (!token) throw new Error(`no token in the link of "${mail.subject}"`);
  return token;
}

export const CONFIRM_SUBJECT = /^Confirm your e-mail/;
export const CHANGE_SUBJECT = /^Confirm your new e-mail/;
export const RESET_SUBJECT = /^Reset your Listcraft password/;
