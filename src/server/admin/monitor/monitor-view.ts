import { desc, eq, ne, sql } from "drizzle-orm";
import type { HealthPoint, MismatchStatus, MismatchView, MonitorView } from "../../../core/monitor";
import type { Tier } from "../../../core/plans";
import type { Db } from "../../db/client";
import { healthMetrics, paymentMismatches } from "../../db/schema";
import { WINDOW } from "./measure-health";

type MismatchRow = typeof paymentMismatches.$inferSelect;

export function mismatchView(row: MismatchRow): MismatchView {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    transactionId: row.transactionId,
    subscriptionId: row.subscriptionId,
    amount: row.amount,
    currency: row.currency,
    expectedTier: row.expectedTier as Tier | null,
    severity: row.severity,
    status: row.status,
    resolution: row.resolution,
    detectedAt: row.detectedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

const point = (row: { measuredAt: Date | string; planAccuracy: number; webhookSuccess: number; rating: HealthPoint["rating"] }): HealthPoint => ({
  measuredAt: new Date(row.measuredAt).toISOString(),
  planAccuracy: Number(row.planAccuracy),
  webhookSuccess: Number(row.webhookSuccess),
  rating: row.rating,
});

/** The Monitor tab: findings newest first (optionally one status), the four stats (decision 025), and payment health. */
export async function monitorView(db: Db, status: MismatchStatus | undefined, limit = 200): Promise<MonitorView> {
  const rows = await db
    .select()
    .from(paymentMismatches)
    .where(status ? eq(paymentMismatches.status, status) : undefined)
    .orderBy(desc(paymentMismatches.detectedAt), desc(paymentMismatches.id))
    .limit(limit);
  const statsResult = (await db.execute(sql`
    select count(*)::int as total,
      count(*) filter (where status = 'resolved' and resolved_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as "resolvedToday",
      count(*) filter (where status <> 'resolved')::int as pending,
      avg(extract(epoch from resolved_at - detected_at) * 1000) filter (where status = 'resolved' and resolution <> 'gone') as average
    from payment_mismatches`)) as unknown as { rows: Array<{ total: number; resolvedToday: number; pending: number; average: string | number | null }> };
  const stats = statsResult.rows[0];
  const [latest] = await db.select().from(healthMetrics).orderBy(desc(healthMetrics.measuredAt)).limit(1);
  // Averaged per 5 minutes: 288 points for a day rather than 2,880.
  const seriesResult = (await db.execute(sql`
    select to_timestamp(floor(extract(epoch from measured_at) / 300) * 300) as "measuredAt",
      avg(plan_accuracy) as "planAccuracy", avg(webhook_success) as "webhookSuccess",
      (array_agg(rating order by measured_at desc))[1] as rating
    from health_metrics where measured_at > now() - ${WINDOW}
    group by 1 order by 1`)) as unknown as { rows: Array<Parameters<typeof point>[0]> };
  return {
    mismatches: rows.map(mismatchView),
    stats: {
      totalMismatches: stats?.total ?? 0,
      resolvedToday: stats?.resolvedToday ?? 0,
      pendingReview: stats?.pending ?? 0,
      averageResolutionTime: stats?.average === null || stats?.average === undefined ? null : Math.round(Number(stats.average)),
    },
    health: { latest: latest ? point(latest) : null, series: seriesResult.rows.map(point) },
  };
}

export async function pendingCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentMismatches)
    .where(ne(paymentMismatches.status, "resolved"));
  return row?.n ?? 0;
}
