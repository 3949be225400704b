import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../runtime/logger";
import { readSubscription } from "../plan/read-subscription";
import { subscriptionRoutes } from "./subscription-routes";
import { createPaddleClient } from "./paddle-client";
import { billingRoutes } from "./routes";
import { createSimulatedPaddle } from "./simulated-paddle";
import { checkSync, syncSubscription } from "./sync";
import { trialEmailKey } from "./trial-email-key";
import { paddleWebhookRoutes } from "./webhook-routes";
import { paddleWebhookSecret } from "./webhook-secret";

export interface BillingFeatureDeps {
  config: Config;
  db: Db;
  queue: Queue;
  /** The auth secret: with simulated payments the local webhook secret is derived from it. */
  secret: string;
  logger: Logger;
  /** This server's own address, known once it listens (the simulated Paddle posts webhooks to it). */
  selfUrl: () => string;
}

/**
 * Payments in one place (decision 036): Paddle's API client or the simulated stand-in, the webhook
 * secret and plan sync are wired here; app.ts mounts the route groups, and the account deletion
 * and admin routes get the parts they share.
 */
export function billingFeature({ config, db, queue, secret, logger, selfUrl }: BillingFeatureDeps) {
  const prices = config.prices;
  const paddle = createPaddleClient(config);
  const webhookSecret = paddleWebhookSecret(config, secret);
  const simulated =
    config.payments === "simulated" ? createSimulatedPaddle({ db, prices, secret: webhookSecret, webhookUrl: () => `${selfUrl()}/api/webhooks/paddle` }) : null;
  // The trial ledger knows an address by its hash under the app's secret (issue 30).
  const emailKey = trialEmailKey(secret);
  const syncDeps = { db, prices, emailKey, paddle, logger };
  const sync = (userId: string) => syncSubscription(syncDeps, userId);
  return {
    prices,
    /** Paddle's API through the SDK; null without PADDLE_API_KEY. */
    paddle,
    /** The local stand-in for Paddle when PAYMENTS=simulated; null otherwise. */
    simulated,
    webhookSecret,
    sync,
    emailKey,
    routes: {
      subscription: subscriptionRoutes({ db, prices, logger, sync, checkSync: (userId) => checkSync(syncDeps, userId) }),
      billing: billingRoutes({
        db,
        mode: config.payments,
        prices,
        appUrl: config.appUrl,
        logger,
        paddle,
        simulated,
        trialDays: config.TRIAL_DAYS,
        emailKey,
        sync,
        readSubscription: (userId) => readSubscription(db, prices, userId),
      }),
      webhooks: paddleWebhookRoutes({ db, queue, secret: webhookSecret, paddle, logger }),
    },
  };
}

export type BillingFeature = ReturnType<typeof billingFeature>;
