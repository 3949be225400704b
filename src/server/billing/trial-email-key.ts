import { createHmac } from "node:crypto";

/** What the trial ledger knows an address by: a keyed hash of its normalised form (issue 30). */
export type EmailKey = (email: string) => string;

/** Gmail delivers `j.o.h.n@` and `googlemail.com` to john@gmail.com. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * One person's aliases as one address: lower case, the `+tag` dropped (most providers deliver
 * `name+x@` to `name@`), and for Gmail the dots of the local part too.
 */
export function normalisedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = address.slice(at + 1).replace(/\.+$/, "");
  const local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll(".", "")}@gmail.com` : `${local}@${domain}`;
}

/**
 * HMAC-SHA-256 under the app's secret: the ledger holds no address, and a copy of the database
 * alone cannot test guessed addresses against it. A new secret starts the ledger afresh.
 */
export function trialEmailKey(secret: string): EmailKey {
  return (email) =>
    createHmac("sha256", secret)
      .update(`trial-ledger:${normalisedEmail(email)}`)
      .digest("hex");
}
