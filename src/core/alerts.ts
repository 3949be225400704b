import { z } from "zod";

/** Where an alert can go (docs/admin.md; the webhook's format in docs/alert-webhook.md). */
export const ALERT_CHANNELS = ["email", "webhook", "slack"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_RULE_IDS = ["payment-mismatch", "downgrade-risk", "bulk-anomaly", "webhook-failure"] as const;
export type AlertRuleId = (typeof ALERT_RULE_IDS)[number];

/**
 * Which way each rule's threshold is crossed: counts alert once they reach it, percentages once
 * they fall below it ("webhook success below 95 %" alerts).
 */
export const ALERT_DIRECTION = {
  "payment-mismatch": "at-least",
  "downgrade-risk": "below",
  "bulk-anomaly": "at-least",
  "webhook-failure": "below",
} as const satisfies Record<AlertRuleId, "at-least" | "below">;

export const isAlertRuleId = (id: string): id is AlertRuleId => (ALERT_RULE_IDS as readonly string[]).includes(id);

export function crossesThreshold(ruleId: AlertRuleId, value: number, threshold: number): boolean {
  return ALERT_DIRECTION[ruleId] === "below" ? value < threshold : value >= threshold;
}

export const ALERT_THRESHOLD_MAX = 100_000;

/** One schema for the rule form and its endpoint (PUT /api/admin/alerts/rules/:id). */
export const alertRuleEdit = z
  .object({
    name: z.string().trim().min(1, "Enter a name").max(100, "At most 100 characters"),
    description: z.string().trim().max(500, "At most 500 characters"),
    enabled: z.boolean(),
    threshold: z.number({ error: "Enter a number" }).finite("Enter a number").min(0, "At least 0").max(ALERT_THRESHOLD_MAX, `At most ${ALERT_THRESHOLD_MAX}`),
    channels: z
      .array(z.enum(ALERT_CHANNELS))
      .max(ALERT_CHANNELS.length)
      .refine((list) => new Set(list).size === list.length, "Each channel once"),
  })
  .partial()
  .strict();
export type AlertRuleEdit = z.infer<typeof alertRuleEdit>;

export const WEBHOOK_FAILURE_STATUSES = ["pending", "investigating", "resolved"] as const;
export type WebhookFailureStatus = (typeof WEBHOOK_FAILURE_STATUSES)[number];

export const alertTestInput = z.object({ channel: z.enum(ALERT_CHANNELS) }).strict();
export const webhookFailureUpdate = z.object({ status: z.enum(["investigating", "resolved"]) }).strict();

export interface AlertRuleView {
  id: AlertRuleId;
  name: string;
  description: string;
  enabled: boolean;
  threshold: number;
  channels: AlertChannel[];
  direction: "at-least" | "below";
  updatedAt: string;
}

export type AlertDeliveryStatus = "sent" | "failed" | "cooldown" | "test";

export interface AlertDeliveryView {
  id: string;
  ruleId: string;
  channel: AlertChannel;
  status: AlertDeliveryStatus;
  title: string;
  message: string;
  error: string | null;
  createdAt: string;
}

export interface WebhookFailureView {
  id: string;
  eventId: string;
  error: string;
  status: WebhookFailureStatus;
  createdAt: string;
}

export interface AlertsResponse {
  rules: AlertRuleView[];
  /** Which channels have their settings (a channel without them reports "not configured"). */
  configured: Record<AlertChannel, boolean>;
  recent: AlertDeliveryView[];
  webhookFailures: WebhookFailureView[];
}

export interface AlertTestResult {
  channel: AlertChannel;
  ok: boolean;
  error: string | null;
}
