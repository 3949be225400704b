import { asc, desc } from "drizzle-orm";
import { ALERT_DIRECTION, type AlertChannel, type AlertsResponse, type AlertRuleView, isAlertRuleId } from "../../../core/alerts";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { alertDeliveries, alertRules, billingAlerts } from "../../db/schema";
import { configuredChannels } from "./channels";

/** The recent alerts list keeps the newest 10. */
export const RECENT_ALERTS = 10;
const WEBHOOK_FAILURES_SHOWN = 100;

export function ruleView(row: typeof alertRules.$inferSelect): AlertRuleView | null {
  if (!isAlertRuleId(row.id)) return null;
  return { ...row, id: row.id, channels: row.channels as AlertChannel[], direction: ALERT_DIRECTION[row.id], updatedAt: row.updatedAt.toISOString() };
}

export async function listAlerts(db: Db, config: Config): Promise<AlertsResponse> {
  const [rules, recent, failures] = await Promise.all([
    db.select().from(alertRules).orderBy(asc(alertRules.id)),
    db.select().from(alertDeliveries).orderBy(desc(alertDeliveries.createdAt)).limit(RECENT_ALERTS),
    db.select().from(billingAlerts).orderBy(desc(billingAlerts.createdAt)).limit(WEBHOOK_FAILURES_SHOWN),
  ]);
  return {
    rules: rules.map(ruleView).filter((rule) => rule !== null),
    configured: configuredChannels(config),
    recent: recent.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    webhookFailures: failures.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
