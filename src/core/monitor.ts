import { majorAmount } from "./billing";
import type { Tier } from "./plans";

/** Decision 025: the monitor rescans every 5 minutes and measures payment health every 30 s over 24 hours. */
export const MONITOR_SCAN_CRON = "*/5 * * * *";
export const HEALTH_INTERVAL_SECONDS = 30;
export const HEALTH_WINDOW_HOURS = 24;

export const MISMATCH_KINDS = ["plan-below-payment", "payment-without-account", "downgrade-risk"] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];
export const MISMATCH_STATUSES = ["pending", "investigating", "resolved"] as const;
export type MismatchStatus = (typeof MISMATCH_STATUSES)[number];
export type MismatchSeverity = "high" | "medium" | "other";
export const RESOLUTIONS = ["upgrade", "ignore"] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

/**
 * A paying customer short-changed is urgent; money with no account to serve needs a look; an
 * account above what it pays for costs revenue but harms no customer (decision 025).
 */
export const SEVERITY_BY_KIND = {
  "plan-below-payment": "high",
  "payment-without-account": "medium",
  "downgrade-risk": "other",
} as const satisfies Record<MismatchKind, MismatchSeverity>;

export type HealthRating = "excellent" | "good" | "poor";

/** Payment health (decision 025): excellent at accuracy 99 and webhook success 95, good at 95 and 90, else poor. */
export function healthRating(planAccuracy: number, webhookSuccess: number): HealthRating {
  if (planAccuracy >= 99 && webhookSuccess >= 95) return "excellent";
  if (planAccuracy >= 95 && webhookSuccess >= 90) return "good";
  return "poor";
}

export interface MismatchView {
  id: string;
  kind: MismatchKind;
  email: string | null;
  transactionId: string | null;
  subscriptionId: string | null;
  /** Minor units as Paddle writes them ("1400" is 14.00). */
  amount: string | null;
  currency: string | null;
  expectedTier: Tier | null;
  severity: MismatchSeverity;
  status: MismatchStatus;
  resolution: string | null;
  detectedAt: string;
  resolvedAt: string | null;
}

export interface HealthPoint {
  measuredAt: string;
  planAccuracy: number;
  webhookSuccess: number;
  rating: HealthRating;
}

export interface MonitorView {
  mismatches: MismatchView[];
  stats: {
    totalMismatches: number;
    resolvedToday: number;
    pendingReview: number;
    /** Mean time from detection to a resolution by the admin or auto-recovery, in ms; null before the first. */
    averageResolutionTime: number | null;
  };
  health: { latest: HealthPoint | null; series: HealthPoint[] };
}

export interface ScanResult {
  found: number;
  created: number;
  gone: number;
  pending: number;
}

export interface ResolveResult {
  changed: boolean;
  message: string;
  mismatch: MismatchView;
}

export interface PaymentSyncView {
  id: string;
  total: number;
  done: number;
  finished: boolean;
  changed: Array<{ email: string; before: Tier; after: Tier }>;
  errors: Array<{ email: string; message: string }>;
}

/** Amounts are kept in minor units; shown as "14.00 USD" (or "100 JPY"). */
export function formatAmount(amount: string | null, currency: string | null): string {
  const major = majorAmount(amount, currency);
  return major ? `${major.text}${currency ? ` ${currency}` : ""}` : "—";
}

/** "3 min", "2 h 5 min", "45 s" for a duration in ms. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return "—";
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}
