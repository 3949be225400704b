import { and, eq, gt, sql } from "drizzle-orm";
import { ALERT_CHANNELS, type AlertChannel, crossesThreshold, isAlertRuleId } from "../../../core/alerts";
import { alertDeliveries, alertRules } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import type { AdminDeps } from "../deps";
import { alertMailer } from "./alert-mailer";
import { deliverOn } from "./channels";

/** One alert per rule and channel per 15 minutes (docs/alert-webhook.md). */
export const ALERT_COOLDOWN_MS = 15 * 60_000;
export const ALERT_TIMEOUT_MS = 5_000;

/**
 * What raising an alert needs. Widened from the first contract with optional parts: a mailer
 * (the worker passes its own; otherwise one is built from the config), and a clock, cooldown and
 * timeout that tests inject. sendAccountMail is accepted but not used (see alert-mailer.ts).
 */
export type AlertDeps = Pick<AdminDeps, "db" | "config" | "logger"> &
  Partial<Pick<AdminDeps, "sendAccountMail">> & {
    mailer?: Mailer;
    now?: () => Date;
    cooldownMs?: number;
    timeoutMs?: number;
  };

export interface RaiseAlertInput {
  /** An alert_rules id: "payment-mismatch", "downgrade-risk", "bulk-anomaly", "webhook-failure". */
  ruleId: string;
  /** The measured value the rule's threshold is compared with (a count, or a percentage). */
  value: number;
  title: string;
  message: string;
}

export const channelContext = (deps: AlertDeps) => ({
  config: deps.config,
  mailer: deps.mailer ?? alertMailer(deps.config, deps.logger),
  timeoutMs: deps.timeoutMs ?? ALERT_TIMEOUT_MS,
});

/**
 * Raises an alert when its rule is enabled and the value crosses the rule's threshold, on each of
 * the rule's channels that is not in its 15-minute cooldown (issue 14, Alerts). Every attempt is
 * recorded in alert_deliveries: sent, failed (with the error) or cooldown.
 */
export async function raiseAlert(deps: AlertDeps, input: RaiseAlertInput): Promise<{ delivered: string[] }> {
  const { db } = deps;
  const [rule] = await db.select().from(alertRules).where(eq(alertRules.id, input.ruleId));
  if (!rule || !rule.enabled || !isAlertRuleId(rule.id) || !Number.isFinite(input.value)) return { delivered: [] };
  if (!crossesThreshold(rule.id, input.value, rule.threshold)) return { delivered: [] };
  const at = deps.now?.() ?? new Date();
  const since = new Date(at.getTime() - (deps.cooldownMs ?? ALERT_COOLDOWN_MS));
  const title = input.title.slice(0, 200);
  const message = input.message.slice(0, 4000);
  const channels = rule.channels.filter((channel): channel is AlertChannel => (ALERT_CHANNELS as readonly string[]).includes(channel));
  const delivered: string[] = [];
  for (const channel of new Set(channels)) {
    // Claim the slot first, under a lock per rule and channel, so two raises at once send once;
    // the network call happens after the claim is committed, outside any transaction.
    const claim = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert:${rule.id}:${channel}`}))`);
      const [recent] = await tx
        .select({ id: alertDeliveries.id })
        .from(alertDeliveries)
        .where(
          and(
            eq(alertDeliveries.ruleId, rule.id),
            eq(alertDeliveries.channel, channel),
            eq(alertDeliveries.status, "sent"),
            gt(alertDeliveries.createdAt, since),
          ),
        )
        .limit(1);
      const status = recent ? ("cooldown" as const) : ("sent" as const);
      const [row] = await tx
        .insert(alertDeliveries)
        .values({ ruleId: rule.id, channel, status, title, message, createdAt: at })
        .returning({ id: alertDeliveries.id });
      return { id: row?.id, status };
    });
    if (claim.status === "cooldown" || !claim.id) continue;
    const result = await deliverOn(
      channel,
      { ruleId: rule.id, title, message, value: input.value, threshold: rule.threshold, test: false, at },
      channelContext(deps),
    );
    if (result.ok) delivered.push(channel);
    else {
      await db.update(alertDeliveries).set({ status: "failed", error: result.error }).where(eq(alertDeliveries.id, claim.id));
      deps.logger.warn("alert delivery failed", { ruleId: rule.id, channel, error: result.error });
    }
  }
  return { delivered };
}
