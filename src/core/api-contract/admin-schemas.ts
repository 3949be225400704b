import { z } from "zod";
import type { AuditEntryView, ConsoleReport } from "../admin-console";
import type { GrowthResponse } from "../admin/growth";
import type { AdminSubscriptionRow, MockTransactionResult, SetPlanResult } from "../admin/manual-tools";
import type { OverviewResponse } from "../admin/overview";
import type {
  BillingSnapshot,
  LinkCustomerResult,
  ManualSyncResult,
  NotificationResult,
  RecoveryAccount,
  VerifiedPayment,
  VerifyPaymentResult,
} from "../admin-recovery";
import { ALERT_CHANNELS, type AlertDeliveryView, type AlertRuleView, type AlertsResponse, type AlertTestResult, type WebhookFailureView } from "../alerts";
import {
  MISMATCH_KINDS,
  MISMATCH_STATUSES,
  type HealthPoint,
  type MismatchView,
  type MonitorView,
  type PaymentSyncView,
  type ResolveResult,
  type ScanResult,
} from "../monitor";
import { TIERS } from "../plans";
import { shaped } from "./define";

// The admin console's answers (issue 14). Their types stay interfaces beside their logic in core;
// these schemas check each answer field by field.
const tier = z.enum(TIERS);
const notificationStatus = z.enum(["received", "processed", "failed"]);
const snapshot = z.object({
  tier,
  maxProducts: z.number(),
  manualTier: tier.nullable(),
  subscriptions: z.array(z.object({ id: z.string(), status: z.string(), priceId: z.string().nullable() })),
}) satisfies z.ZodType<BillingSnapshot>;
const recoveryNotification = z.object({
  eventId: z.string(),
  type: z.string(),
  status: notificationStatus,
  lastError: z.string().nullable(),
  occurredAt: z.string(),
  receivedAt: z.string(),
  processedAt: z.string().nullable(),
}) satisfies z.ZodType<RecoveryAccount["notifications"][number]>;
const verifiedPayment = z.object({
  transactionId: z.string(),
  status: z.string(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  createdAt: z.string().nullable(),
  entitles: tier.nullable(),
  account: z.object({ id: z.string(), email: z.string(), tier }).nullable(),
  planMatches: z.boolean().nullable(),
}) satisfies z.ZodType<VerifiedPayment>;
const mismatchSchema = z.object({
  id: z.string(),
  kind: z.enum(MISMATCH_KINDS),
  email: z.string().nullable(),
  transactionId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  expectedTier: tier.nullable(),
  severity: z.enum(["high", "medium", "other"]),
  status: z.enum(MISMATCH_STATUSES),
  resolution: z.string().nullable(),
  detectedAt: z.string(),
  resolvedAt: z.string().nullable(),
}) satisfies z.ZodType<MismatchView>;
const healthPointSchema = z.object({
  measuredAt: z.string(),
  planAccuracy: z.number(),
  webhookSuccess: z.number(),
  rating: z.enum(["excellent", "good", "poor"]),
}) satisfies z.ZodType<HealthPoint>;
const alertDeliverySchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  channel: z.enum(ALERT_CHANNELS),
  status: z.enum(["sent", "failed", "cooldown", "test"]),
  title: z.string(),
  message: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<AlertDeliveryView>;

export const consoleReportSchema = shaped<ConsoleReport>(
  z.object({
    ok: z.boolean(),
    ms: z.number(),
    lines: z.array(z.object({ name: z.string(), status: z.enum(["ok", "failed", "skipped"]), ms: z.number(), detail: z.string() })),
  }),
);
export const auditLogSchema = shaped<{ entries: AuditEntryView[] }>(
  z.object({
    entries: z.array(
      z.object({
        id: z.string(),
        adminEmail: z.string(),
        action: z.string(),
        target: z.string().nullable(),
        before: z.unknown(),
        after: z.unknown(),
        createdAt: z.string(),
      }),
    ),
  }),
);
export const recoveryAccountSchema = shaped<RecoveryAccount>(
  z.object({
    user: z.object({ id: z.string(), email: z.string(), confirmed: z.boolean(), createdAt: z.string(), isTest: z.boolean() }),
    plan: z.object({ tier, manualTier: tier.nullable(), maxProducts: z.number(), productCount: z.number(), completedProducts: z.number() }),
    paddleCustomerId: z.string().nullable(),
    subscriptions: z.array(z.object({ id: z.string(), status: z.string(), priceId: z.string().nullable(), tier: tier.nullable(), occurredAt: z.string() })),
    transactions: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        amount: z.string().nullable(),
        currency: z.string().nullable(),
        isTest: z.boolean(),
        createdAt: z.string(),
      }),
    ),
    notifications: z.array(recoveryNotification),
    productsCount: z.number(),
  }),
);
export const manualSyncResultSchema = shaped<ManualSyncResult>(
  z.object({
    success: z.boolean(),
    attempts: z.number(),
    source: z.enum(["paddle", "stored"]),
    before: snapshot,
    after: snapshot,
    changed: z.boolean(),
    error: z.string().nullable(),
  }),
);
export const linkCustomerResultSchema = shaped<LinkCustomerResult>(
  z.object({ email: z.string(), customerId: z.string(), paddleEmail: z.string().nullable(), overridden: z.boolean(), plan: snapshot }),
);
export const notificationResultSchema = shaped<NotificationResult>(
  z.object({ eventId: z.string(), type: z.string(), status: notificationStatus, lastError: z.string().nullable(), plan: snapshot.nullable() }),
);
export const verifyPaymentResultSchema = shaped<VerifyPaymentResult>(
  z.object({
    source: z.enum(["paddle", "stored"]),
    exists: z.boolean(),
    payments: z.array(verifiedPayment),
  }),
);
export const monitorViewSchema = shaped<MonitorView>(
  z.object({
    mismatches: z.array(mismatchSchema),
    stats: z.object({ totalMismatches: z.number(), resolvedToday: z.number(), pendingReview: z.number(), averageResolutionTime: z.number().nullable() }),
    health: z.object({ latest: healthPointSchema.nullable(), series: z.array(healthPointSchema) }),
  }),
);
export const scanResultSchema = shaped<ScanResult>(z.object({ found: z.number(), created: z.number(), gone: z.number(), pending: z.number() }));
export const resolveResultSchema = shaped<ResolveResult>(z.object({ changed: z.boolean(), message: z.string(), mismatch: mismatchSchema }));
export const paymentSyncViewSchema = shaped<PaymentSyncView>(
  z.object({
    id: z.string(),
    total: z.number(),
    done: z.number(),
    finished: z.boolean(),
    changed: z.array(z.object({ email: z.string(), before: tier, after: tier })),
    errors: z.array(z.object({ email: z.string(), message: z.string() })),
  }),
);
const alertRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  threshold: z.number(),
  channels: z.array(z.string()),
  direction: z.enum(["at-least", "below"]),
  updatedAt: z.string(),
});
const webhookFailureSchema = z.object({ id: z.string(), eventId: z.string(), error: z.string(), status: z.string(), createdAt: z.string() });
export const alertsResponseSchema = shaped<AlertsResponse>(
  z.object({
    rules: z.array(alertRuleSchema),
    configured: z.record(z.enum(ALERT_CHANNELS), z.boolean()),
    recent: z.array(alertDeliverySchema),
    webhookFailures: z.array(webhookFailureSchema),
  }),
);
export const alertRuleResponseSchema = shaped<{ rule: AlertRuleView }>(z.object({ rule: alertRuleSchema }));
export const webhookFailureResponseSchema = shaped<{ webhookFailure: WebhookFailureView }>(z.object({ webhookFailure: webhookFailureSchema }));
export const alertTestResultSchema = shaped<AlertTestResult>(z.object({ channel: z.string(), ok: z.boolean(), error: z.string().nullable() }));
export const overviewResponseSchema = shaped<OverviewResponse>(
  z.object({
    days: z.number(),
    since: z.string(),
    accounts: z.number(),
    paying: z.record(z.string(), z.object({ total: z.number(), paddle: z.number(), manual: z.number(), other: z.number() })),
    mrr: z.number(),
    arr: z.number(),
    activeSubscriptions: z.number(),
    signups: z.number(),
    upgrades: z.number(),
    series: z.array(z.object({ date: z.string(), signups: z.number(), upgrades: z.number() })),
    bySource: z.null(),
  }),
);
const growthRow = z.object({
  source: z.string(),
  landings: z.number(),
  signups: z.number(),
  trials: z.number(),
  purchases: z.number(),
  revenue: z.number(),
  conversion: z.number(),
});
export const growthResponseSchema = shaped<GrowthResponse>(
  z.object({ days: z.number(), since: z.string(), first: z.array(growthRow), last: z.array(growthRow) }),
);
export const setPlanResultSchema = shaped<SetPlanResult>(z.object({ email: z.string(), tier, maxProducts: z.number() }));
export const adminSubscriptionRowSchema = shaped<AdminSubscriptionRow>(
  z.object({
    email: z.string(),
    tier,
    manualTier: z.enum(["creator", "pro"]).nullable(),
    paddleTier: tier.nullable(),
    maxProducts: z.number(),
    productCount: z.number(),
    isTestAccount: z.boolean(),
    updatedAt: z.string(),
  }),
);
export const mockTransactionResultSchema = shaped<MockTransactionResult>(
  z.object({ transactionId: z.string(), subscriptionId: z.string(), amount: z.string(), subscription: adminSubscriptionRowSchema }),
);
