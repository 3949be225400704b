import type { Paddle } from "@paddle/paddle-node-sdk";
import type { BillingInterval, PaidTier, PriceIds } from "../../core/billing";
import type { ApiSubscription } from "../../core/api-types";
import type { PaymentsMode } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../runtime/logger";
import type { SimulatedPaddle } from "./simulated-paddle";
import type { EmailKey } from "./trial-email-key";

/** What checkout, the portal and plan changes use (routes.ts and the actions beside it). */
export interface BillingDeps {
  db: Db;
  mode: PaymentsMode;
  prices: PriceIds;
  appUrl: string;
  logger: Logger;
  /** Paddle's API through the SDK; null without PADDLE_API_KEY. */
  paddle: Paddle | null;
  /** Set when PAYMENTS=simulated: the local stand-in for Paddle. */
  simulated: SimulatedPaddle | null;
  /** TRIAL_DAYS: the free trial the simulated checkout may start (0 = none). */
  trialDays: number;
  emailKey: EmailKey;
  sync: (userId: string) => Promise<void>;
  readSubscription: (userId: string) => Promise<ApiSubscription>;
}

export type SimulatedBillingDeps = BillingDeps & { simulated: SimulatedPaddle };

export interface PlanChoice {
  tier: PaidTier;
  interval: BillingInterval;
}
