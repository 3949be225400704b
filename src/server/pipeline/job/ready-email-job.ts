import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { products, user } from "../../db/schema";
import type { Logger } from "../../runtime/logger";
import { defineJob, type JobDeps } from "../../jobs/define-job";
import { cappedMailer, type SendCappedMail } from "../../mail/account-mailer";
import { listingReadyMail } from "../../mail/templates";

/**
 * Sends "your listing is ready" at most once per product: the row is claimed (notified_at set)
 * before sending and released again if sending fails, so the queue's retry can try again. Only an
 * address its owner has confirmed is claimed, checked again here because it may have changed since
 * it was asked for (account/listing-mail-address.ts); the send goes through the per-address daily
 * cap, and a capped mail stays claimed (it is not retried).
 */
export function readyEmailJob(deps: { db: Db; send: SendCappedMail; appUrl: string; logger: Logger }) {
  return async ({ productId }: { productId: string }) => {
    const claimed = (await deps.db.execute(sql`
      update ${products} p set notified_at = now()
      from ${user} u
      where p.id = ${productId} and u.id = p.user_id and p.status = 'complete' and p.notify_email is not null and p.notified_at is null
        and ((p.notify_email = lower(u.email) and u.email_verified) or p.notify_email = u.notification_email)
      returning p.notify_email, p.title`)) as unknown as { rows: Array<{ notify_email: string; title: string }> };
    const row = claimed.rows[0];
    if (!row) return;
    try {
      const sent = await deps.send(listingReadyMail(row.notify_email, row.title, `${deps.appUrl}/product/${productId}`));
      if (!sent) deps.logger.info("listing-ready mail not sent: the address's daily cap is reached", { productId });
    } catch (error) {
      await deps.db.execute(sql`update ${products} set notified_at = null where id = ${productId}`);
      throw error;
    }
  };
}

export const READY_EMAIL_JOB = defineJob({
  name: "listing-ready-email",
  payload: z.object({ productId: z.uuid() }),
  // No retries of its own: pg-boss's backoff is enough for a mail server that is down.
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  handler: ({ config, db, mailer, logger }: JobDeps) =>
    readyEmailJob({
      db,
      send: cappedMailer({ db, mailer, logger, maxPerDay: config.MAIL_PER_ADDRESS_PER_DAY, bucket: "listing-mail-day" }),
      appUrl: config.appUrl,
      logger,
    }),
});
