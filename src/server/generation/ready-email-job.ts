import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { listingReadyMail } from "../mail/templates";

/**
 * Sends "your listing is ready" at most once per product: the row is claimed (notified_at set)
 * before sending and released again if sending fails, so the queue's retry can try again.
 */
export function readyEmailJob(deps: { db: Db; mailer: Mailer; appUrl: string }) {
  return async ({ productId }: { productId: string }) => {
    const claimed = (await deps.db.execute(sql`
      update ${products} set notified_at = now()
      where id = ${productId} and status = 'complete' and notify_email is not null and notified_at is null
      returning notify_email, title`)) as unknown as { rows: Array<{ notify_email: string; title: string }> };
    const row = claimed.rows[0];
    if (!row) return;
    try {
      await deps.mailer.send(listingReadyMail(row.notify_email, row.title, `${deps.appUrl}/product/${productId}`));
    } catch (error) {
      await deps.db.execute(sql`update ${products} set notified_at = null where id = ${productId}`);
      throw error;
    }
  };
}
