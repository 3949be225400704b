import { z } from "zod";
import type { Tier } from "./plans";

/*
 * The admin console's User Recovery, Paddle Fix and Verification tabs (issue 14): one schema per
 * input, shared by the form and its endpoint, and the answers' shapes.
 */

const email = z.string().trim().min(1, "Please enter a user email").max(320).pipe(z.email("Please enter a user email"));
/** Paddle ids are a prefix, an underscore and letters or digits; anything else is not one. */
const paddleId = (prefix: string, label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter a ${label}`)
    .max(100)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_-]+$`), `A ${label} looks like ${prefix}_01…`);
const eventId = z
  .string()
  .trim()
  .min(1, "Please enter a notification id")
  .max(100)
  .regex(/^[\w.:-]+$/, "Not a notification id");

export const emailInput = z.object({ email }).strict();

export const linkCustomerInput = z
  .object({
    email,
    customerId: paddleId("ctm", "Paddle customer id"),
    override: z.boolean().optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((input) => !input.override || (input.reason?.length ?? 0) >= 3, { path: ["reason"], message: "An override needs a reason" });

export const eventIdInput = z.object({ eventId }).strict();

export const verifyPaymentInput = z
  .object({ transactionId: paddleId("txn", "transaction id").optional(), email: email.optional() })
  .strict()
  .refine((input) => (input.transactionId === undefined) !== (input.email === undefined), { message: "Give a transaction id or an e-mail, not both" });

export type LinkCustomerInput = z.output<typeof linkCustomerInput>;
export type VerifyPaymentInput = z.output<typeof verifyPaymentInput>;

export type NotificationStatus = "received" | "processed" | "failed";

export interface RecoveryAccount {
  user: { id: string; email: string; confirmed: boolean; createdAt: string; isTest: boolean };
  plan: { tier: Tier; manualTier: Tier | null; maxProducts: number; productCount: number; completedProducts: number };
  paddleCustomerId: string | null;
  subscriptions: Array<{ id: string; status: string; priceId: string | null; tier: Tier | null; occurredAt: string }>;
  transactions: Array<{ id: string; status: string; amount: string | null; currency: string | null; isTest: boolean; createdAt: string }>;
  notifications: Array<{
    eventId: string;
    type: string;
    status: NotificationStatus;
    lastError: string | null;
    occurredAt: string;
    receivedAt: string;
    processedAt: string | null;
  }>;
  productsCount: number;
}

/** What a sync compares: the plan and the Paddle subscriptions held for the account. */
export interface BillingSnapshot {
  tier: Tier;
  maxProducts: number;
  manualTier: Tier | null;
  subscriptions: Array<{ id: string; status: string; priceId: string | null }>;
}

export interface ManualSyncResult {
  success: boolean;
  attempts: number;
  source: "paddle" | "stored";
  before: BillingSnapshot;
  after: BillingSnapshot;
  changed: boolean;
  error: string | null;
}

export interface LinkCustomerResult {
  email: string;
  customerId: string;
  paddleEmail: string | null;
  overridden: boolean;
  plan: BillingSnapshot;
}

export interface NotificationResult {
  eventId: string;
  type: string;
  status: NotificationStatus;
  lastError: string | null;
  plan: BillingSnapshot | null;
}

export interface VerifiedPayment {
  transactionId: string;
  status: string;
  /** Major units as text ("14.00"); null when the payment carries no total. */
  amount: string | null;
  currency: string | null;
  createdAt: string | null;
  /** The plan the payment pays for (by price, else by the amount bands of `planFromAmount`); null when it entitles nothing. */
  entitles: Tier | null;
  account: { id: string; email: string; tier: Tier } | null;
  /** Whether the account's plan is at least what the payment entitles; null without an account or entitlement. */
  planMatches: boolean | null;
}

export interface VerifyPaymentResult {
  source: "paddle" | "stored";
  exists: boolean;
  payments: VerifiedPayment[];
}
