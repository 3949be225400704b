import type { AdminDeps } from "../deps";

export type AlertDeps = Pick<AdminDeps, "db" | "config" | "sendAccountMail" | "logger">;

export interface RaiseAlertInput {
  /** An alert_rules id: "payment-mismatch", "downgrade-risk", "bulk-anomaly", "webhook-failure". */
  ruleId: string;
  /** The measured value the rule's threshold is compared with (a count, or a percentage). */
  value: number;
  title: string;
  message: string;
}

/**
 * Raises an alert when its rule is enabled and the value crosses the rule's threshold, on each of
 * the rule's channels that is not in its 15-minute cooldown (issue 14, Alerts). The alerts work
 * implements the delivery; callers (the monitor, the webhook failure path) only call this.
 */
export async function raiseAlert(_deps: AlertDeps, _input: RaiseAlertInput): Promise<{ delivered: string[] }> {
  return { delivered: [] };
}
