import { consume } from "../auth/rate-limit";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { MailMessage, Mailer } from "./mailer";

/** Starts sending and returns at once; delivery failures are logged. */
export type SendAccountMail = (message: MailMessage) => Promise<void>;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Sends confirmation, reset and account-notice mail, at most `maxPerDay` to one address: over the
 * cap the message is dropped with a log line, and callers answer as they always do, so the cap
 * reveals neither itself nor whether the address has an account.
 */
export function accountMailer(options: { db: Db; mailer: Mailer; logger: Logger; maxPerDay: number }): SendAccountMail {
  const { db, mailer, logger, maxPerDay } = options;
  const deliver = async (message: MailMessage) => {
    const address = message.to.trim().toLowerCase();
    const verdict = await consume(db, `mail-day:${address}`, { max: maxPerDay, windowSeconds: DAY_SECONDS });
    if (!verdict.allowed) {
      logger.warn("account mail dropped: daily cap for the address reached", { subject: message.subject });
      return;
    }
    await mailer.send(message);
  };
  // Not awaited: the request answers in the same time whether or not a mail goes out (no timing oracle).
  return (message) => {
    deliver(message).catch((error: unknown) => logger.error("account mail failed", { subject: message.subject, error: String(error) }));
    return Promise.resolve();
  };
}
