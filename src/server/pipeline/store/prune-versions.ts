import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingVersions } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Versions kept per listing: the first one and the newest (decision 052). */
export const VERSIONS_KEPT = 100;

/**
 * Deletes a product's versions beyond the newest VERSIONS_KEPT - 1 and the first (the first
 * generation, the listing's origin). The current version is the newest, so it is always kept.
 */
export async function pruneVersions(tx: Tx, productId: string): Promise<void> {
  const ofProduct = sql`${listingVersions.productId} = ${productId}`;
  await tx.execute(sql`
    delete from ${listingVersions}
    where ${ofProduct}
      and ${listingVersions.number} > (select min(${listingVersions.number}) from ${listingVersions} where ${ofProduct})
      and ${listingVersions.number} <= (
        select ${listingVersions.number} from ${listingVersions} where ${ofProduct}
        order by ${listingVersions.number} desc offset ${VERSIONS_KEPT - 1} limit 1
      )`);
}
