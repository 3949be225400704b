import { z } from "zod";
import { TIERS, type Tier } from "../plans";

const emailSaying = (message: string) => z.string().trim().min(1, message).max(254, message).pipe(z.email(message));
const email = emailSaying("Please enter a user email");

/** PUT /api/admin/subscription: set any account's plan (a manual grant; free removes it). */
export const setPlanInput = z.object({ email, tier: z.enum(TIERS) }).strict();

export const accountEmail = email;

/** The same rule for the :email of /api/admin/subscriptions/:email, worded for "The path parameter :email …". */
export const accountEmailParam = emailSaying("must be an email address of at most 254 characters");

/**
 * PATCH /api/admin/subscriptions/:email. A tier edit is a grant edit: `tier` sets the manual grant
 * (free clears it) and the plan is then recomputed from the grant and Paddle, so a plan Paddle
 * pays for can never be lowered here. Hence `tier` and `manualTier` together are refused.
 */
export const editSubscriptionInput = z
  .object({
    tier: z.enum(TIERS).optional(),
    manualTier: z.enum(["creator", "pro"]).nullable().optional(),
    recomputeCount: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Say what to change: tier, manualTier or recomputeCount")
  .refine((body) => body.tier === undefined || body.manualTier === undefined, "Send tier or manualTier, not both");

/** POST /api/admin/mock-transactions: a test payment, only where no real money can move. */
export const mockTransactionInput = z.object({ email, tier: z.enum(["creator", "pro"]), interval: z.enum(["monthly", "annual"]) }).strict();

export interface SetPlanResult {
  email: string;
  tier: Tier;
  maxProducts: number;
}

export interface AdminSubscriptionRow {
  email: string;
  tier: Tier;
  manualTier: "creator" | "pro" | null;
  /** The best plan the account's entitling Paddle subscriptions pay for, if any. */
  paddleTier: Tier | null;
  maxProducts: number;
  productCount: number;
  isTestAccount: boolean;
  updatedAt: string;
}

export interface MockTransactionResult {
  transactionId: string;
  subscriptionId: string;
  /** In cents, as Paddle writes totals. */
  amount: string;
  subscription: AdminSubscriptionRow;
}

export function mockTransactionsRefusal(payments: string, paddleEnv: string): string | null {
  if (payments === "simulated" || paddleEnv === "sandbox") return null;
  return "Mock transactions are refused in Paddle production mode: they are allowed only with simulated payments or the Paddle sandbox.";
}
