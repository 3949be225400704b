import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { ObjectStorage } from "../storage/storage";

const BATCH = 25;

/**
 * Deletes uploads older than the grace period that no product of their owner uses, files first
 * and then the row, in one transaction per batch. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so processes running this at once split the work, and create-product reads the images it uses
 * FOR SHARE, so an image being attached is skipped rather than deleted under the new product.
 * A file that cannot be deleted rolls its batch back; the next run tries again.
 */
export async function removeUnusedUploads(deps: { db: Db; storage: ObjectStorage }, options: { graceHours: number }): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`
        select u.id, u.storage_key, u.thumbnail_key from uploads u
        where u.created_at < now() - make_interval(hours => ${options.graceHours})
          and not exists (
            -- Any mention in any column (images, thumbnail, add-ons) counts as a use.
            select 1 from products p
            where p.user_id = u.user_id
              and (strpos(p::text, u.storage_key) > 0 or strpos(p::text, u.thumbnail_key) > 0))
        order by u.created_at
        limit ${BATCH}
        for update of u skip locked`)) as unknown as { rows: Array<{ id: string; storage_key: string; thumbnail_key: string }> };
      if (result.rows.length === 0) return 0;
      for (const row of result.rows) {
        await deps.storage.delete(row.storage_key);
        await deps.storage.delete(row.thumbnail_key);
      }
      const ids = result.rows.map((row) => row.id);
      await tx.execute(
        sql`delete from uploads where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      return ids.length;
    });
    removed += count;
    if (count < BATCH) return removed;
  }
}
