/** The admin console's four buttons (issue 14): what the server reports and the panel shows. */

/** ok and failed speak for themselves; skipped is neutral (not configured, nothing to check). */
export type CheckStatus = "ok" | "failed" | "skipped";

/** One line of a report: a health check, a test notification or a step of the full flow. */
export interface ConsoleLine {
  name: string;
  status: CheckStatus;
  ms: number;
  detail: string;
}

export interface ConsoleReport {
  ok: boolean;
  ms: number;
  lines: ConsoleLine[];
}

export interface AuditEntryView {
  id: string;
  adminEmail: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** Test notifications are marked so they are told apart from real ones everywhere they show up. */
export const ADMIN_TEST_EVENT_PREFIX = "evt_admintest_";
export const ADMIN_TEST_CUSTOMER_PREFIX = "ctm_admintest_";
export const ADMIN_TEST_EMAIL_DOMAIN = "listcraft.invalid";
