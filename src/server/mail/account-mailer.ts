import { consume } from "../http/rate-limit";
import type { Db } from "../db/client";
import type { Logger } from "../runtime/logger";
import type { MailMessage, Mailer } from "./mailer";

/** Starts sending and returns at once; delivery failures are logged. */
export type SendAccountMail = (message: MailMessage) => Promise<void>;
/** Sends and says whether the message went out (false: the address's daily cap dropped it); a delivery failure throws. */
export type SendCappedMail = (message: MailMessage) => Promise<boolean>;

const DAY_SECONDS = 24 * 60 * 60;

interface CapOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  maxPerDay: number;
  /** The counter's name: account mail and listing-ready mail count apart, so one never uses up the other's day (decision 056). */
  bucket?: "mail-day" | "listing-mail-day";
}

/**
 * Sends at most `maxPerDay` messages of one bucket to one address: over the cap the message is
 * dropped with a log line. The counter is shared by every process (rate_limits).
 */
export function cappedMailer(options: CapOptions): SendCappedMail {
  const { db, mailer, logger, maxPerDay, bucket = "mail-day" } = options;
  return async (message) => {
    const address = message.to.trim().toLowerCase();
    const verdict = await consume(db, `${bucket}:${address}`, { max: maxPerDay, windowSeconds: DAY_SECONDS });
    if (!verdict.allowed) {
      logger.warn("mail dropped: daily cap for the address reached", { bucket, subject: message.subject });
      return false;
    }
    await mailer.send(message);
    return true;
  };
}

/**
 * Sends confirmation, reset and account-notice mail through the capped mailer; callers answer as
 * they always do, so the cap reveals neither itself nor whether the address has an account.
 */
export function accountMailer(options: Omit<CapOptions, "bucket">): SendAccountMail {
  const deliver = cappedMailer(options);
  // Not awaited: the request answers in the same time whether or not a mail goes out (no timing oracle).
  return (message) => {
    deliver(message).catch((error: unknown) => options.logger.error("account mail failed", { subject: message.subject, error: String(error) }));
    return Promise.resolve();
  };
}
