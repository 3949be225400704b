import { and, inArray, ne, sql } from "drizzle-orm";
import type { PriceIds } from "../../../core/billing";
import type { ScanResult } from "../../../core/monitor";
import type { Db } from "../../db/client";
import { paymentMismatches } from "../../db/schema";
import { assessPayments, planAccuracy } from "./assess-payments";

const UPSERT_BATCH = 500;

/**
 * Stores what `assessPayments` finds, one row per key: a rescan updates a finding, never adds a
 * second; a finding that no longer holds is resolved as "gone", and comes back pending if it holds
 * again. A finding the admin resolved (upgrade, ignore) stays resolved. Scans take turns.
 */
export async function runScan(db: Db, prices: PriceIds): Promise<ScanResult & { planAccuracy: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payment-mismatch-scan'))`);
    const assessment = await assessPayments(tx as unknown as Db, prices);
    const keys = assessment.findings.map((found) => found.key);
    const before = keys.length ? await tx.select({ key: paymentMismatches.key }).from(paymentMismatches).where(inArray(paymentMismatches.key, keys)) : [];
    const reopen = sql`${paymentMismatches.resolution} = 'gone'`;
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    // One statement per 500 findings (10 parameters each, far below PostgreSQL's 65,535).
    for (let start = 0; start < assessment.findings.length; start += UPSERT_BATCH) {
      await tx
        .insert(paymentMismatches)
        .values(assessment.findings.slice(start, start + UPSERT_BATCH))
        .onConflictDoUpdate({
          target: paymentMismatches.key,
          set: {
            kind: excluded("kind"),
            userId: excluded("user_id"),
            email: excluded("email"),
            transactionId: excluded("transaction_id"),
            subscriptionId: excluded("subscription_id"),
            amount: excluded("amount"),
            currency: excluded("currency"),
            expectedTier: excluded("expected_tier"),
            severity: excluded("severity"),
            status: sql`case when ${reopen} then 'pending' else ${paymentMismatches.status} end`,
            detectedAt: sql`case when ${reopen} then now() else ${paymentMismatches.detectedAt} end`,
            resolvedAt: sql`case when ${reopen} then null else ${paymentMismatches.resolvedAt} end`,
            resolution: sql`case when ${reopen} then null else ${paymentMismatches.resolution} end`,
          },
        });
    }
    const open = await tx
      .select({ id: paymentMismatches.id, key: paymentMismatches.key })
      .from(paymentMismatches)
      .where(ne(paymentMismatches.status, "resolved"));
    const current = new Set(keys);
    const goneIds = open.filter((row) => !current.has(row.key)).map((row) => row.id);
    if (goneIds.length) {
      await tx
        .update(paymentMismatches)
        .set({ status: "resolved", resolution: "gone", resolvedAt: new Date() })
        .where(and(inArray(paymentMismatches.id, goneIds), ne(paymentMismatches.status, "resolved")));
    }
    const pending = open.length - goneIds.length;
    return { found: keys.length, created: keys.length - before.length, gone: goneIds.length, pending, planAccuracy: planAccuracy(assessment) };
  });
}
