import type { Paddle } from "@paddle/paddle-node-sdk";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { ENTITLING_STATUSES, intervalForPrice, tierForPrice, type PriceIds } from "../../core/billing";
import type {
  ApiPaddleSubscription,
  ApiSubscription,
  BillingUrlResponse,
  CheckoutResponse,
  PaddleSubscriptionsResponse,
  SimulatedPayResponse,
  SimulatedTrialResponse,
} from "../../core/api-types";
import { withAccountLease } from "../account/account-lease";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { PaymentsMode } from "../config";
import type { Db } from "../db/client";
import { paddleSubscriptions, user } from "../db/schema";
import { AppError, parseOrThrow, readJson } from "../http/errors";
import type { Logger } from "../logger";
import { withAccountLock } from "../plan/account-lock";
import { recomputeTier } from "../plan/recompute-tier";
import { upsertSubscription } from "./apply-event";
import { customerOf } from "./paddle-customers";
import { withinPaddleBudget } from "./paddle-client";
import type { SimulatedPaddle } from "./simulated-paddle";

const checkoutRequest = z.object({ tier: z.enum(["creator", "pro"]), interval: z.enum(["monthly", "annual"]) }).strict();
const cancelRequest = z.object({ subscriptionId: z.string().min(1).max(100) }).strict();
const endTrialRequest = z.object({ outcome: z.enum(["active", "canceled"]) }).strict();

interface Deps {
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
  /** Brings the account's plan up to date (applies its stored events) and reads it. */
  sync: (userId: string) => Promise<void>;
  readSubscription: (userId: string) => Promise<ApiSubscription>;
}

/**
 * Where Paddle's checkout link for a transaction should lead: our /pay page, which loads Paddle.js
 * to open the checkout. Paddle accepts only https addresses here; without one (local development)
 * the dashboard's default payment link is used.
 */
export function paymentLinkPage(appUrl: string): string | null {
  return appUrl.startsWith("https://") ? `${appUrl.replace(/\/+$/, "")}/pay` : null;
}

/** Paddle's answer to an API call that failed, as our 502 (never a 500 with a stack). */
function paddleFailure(logger: Logger, what: string, error: unknown): AppError {
  logger.warn(`Paddle API call failed: ${what}`, { error });
  return new AppError("BAD_GATEWAY", "The payment provider could not be reached. Please try again.");
}

/** Checkout, the customer portal and the account's Paddle subscriptions (spec sections 4 and 7). */
export function billingRoutes(deps: Deps) {
  const { db, prices, appUrl, paddle, simulated } = deps;
  const mode = simulated ? "simulated" : "paddle";
  // Payments off: the past subscriptions still read; buying, switching, the portal and the
  // simulated endpoints answer that payments are not set up (never a free upgrade).
  const refuseWhenOff = async (c: { req: { method: string } }, next: () => Promise<void>) => {
    if (deps.mode === "off" && c.req.method !== "GET") {
      throw new AppError("PAYMENTS_NOT_CONFIGURED", "Payments are not set up on this server yet, so plans cannot be bought or changed here.");
    }
    await next();
  };
  const payPage = paymentLinkPage(appUrl);
  const simulatedCheckoutUrl = (tier: string, interval: string) => `/checkout/simulated?${new URLSearchParams({ tier, interval })}`;
  const checkoutUser = (c: { get(key: "user"): SessionUser }) => {
    const owner = c.get("user");
    if (!owner.email) throw new AppError("EMAIL_REQUIRED", "Unable to retrieve your email. Please sign in again.");
    return owner;
  };

  /** The account's subscriptions that still entitle: a paying account switches plans, it does not buy a second one. */
  const liveSubscriptions = (userId: string) =>
    db
      .select()
      .from(paddleSubscriptions)
      .where(and(eq(paddleSubscriptions.userId, userId), inArray(paddleSubscriptions.status, [...ENTITLING_STATUSES])))
      .orderBy(desc(paddleSubscriptions.occurredAt));
  const refuseSecondSubscription = async (userId: string) => {
    if ((await liveSubscriptions(userId)).length > 0) {
      throw new AppError("CONFLICT", "You already have a subscription. Switch plans from the pricing page.");
    }
  };

  const app = new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .use(requireUser)
    .use(refuseWhenOff)
    .post("/checkout", async (c) => {
      const { tier, interval } = parseOrThrow(checkoutRequest, await readJson(c));
      const owner = checkoutUser(c);
      await refuseSecondSubscription(owner.id);
      const body: CheckoutResponse = {
        mode,
        priceId: prices[tier][interval],
        customerEmail: owner.email,
        customData: { userId: owner.id },
        successUrl: `${appUrl}/success`,
        cancelUrl: `${appUrl}/pricing?checkout=cancelled`,
        simulatedUrl: simulated ? simulatedCheckoutUrl(tier, interval) : null,
      };
      return c.json(body);
    })
    .post("/checkout-link", async (c) => {
      const { tier, interval } = parseOrThrow(checkoutRequest, await readJson(c));
      const owner = checkoutUser(c);
      await refuseSecondSubscription(owner.id);
      if (simulated) return c.json({ url: simulatedCheckoutUrl(tier, interval) } satisfies BillingUrlResponse);
      if (!paddle) throw new AppError("SERVICE_UNAVAILABLE", "Direct checkout needs PADDLE_API_KEY on the server.");
      await withinPaddleBudget(db, owner.id);
      const [row] = await db.select({ customerId: user.paddleCustomerId }).from(user).where(eq(user.id, owner.id));
      // A draft transaction gives Paddle's hosted checkout link (…/pay?_ptxn=txn_…) for this plan.
      const transaction = await paddle.transactions
        .create({
          items: [{ priceId: prices[tier][interval], quantity: 1 }],
          customData: { userId: owner.id },
          customerId: row?.customerId ?? null,
          ...(payPage ? { checkout: { url: payPage } } : {}),
        })
        .catch((error: unknown) => {
          throw paddleFailure(deps.logger, "transactions.create", error);
        });
      const url = transaction.checkout?.url;
      if (!url) throw new AppError("BAD_GATEWAY", "The payment provider returned no checkout link. Set a default payment link in Paddle.");
      return c.json({ url } satisfies BillingUrlResponse);
    })
    .post("/portal", async (c) => {
      const owner = c.get("user");
      if (simulated) return c.json({ url: "/checkout/simulated/portal" } satisfies BillingUrlResponse);
      const row = await customerOf(db, owner.id);
      if (!row?.customerId && row?.emailVerified === false) {
        throw new AppError("EMAIL_UNCONFIRMED", "Confirm your e-mail address to manage your subscription: open the link we sent you when you signed up.");
      }
      if (!row?.customerId) throw new AppError("NOT_FOUND", "There is no subscription to manage yet.");
      if (!paddle) throw new AppError("SERVICE_UNAVAILABLE", "The customer portal needs PADDLE_API_KEY on the server.");
      await withinPaddleBudget(db, owner.id);
      const active = await db
        .select({ id: paddleSubscriptions.id })
        .from(paddleSubscriptions)
        .where(and(eq(paddleSubscriptions.userId, owner.id), inArray(paddleSubscriptions.status, [...ENTITLING_STATUSES, "paused"])));
      const session = await paddle.customerPortalSessions
        .create(
          row.customerId,
          active.map((s) => s.id),
        )
        .catch((error: unknown) => {
          throw paddleFailure(deps.logger, "customerPortalSessions.create", error);
        });
      return c.json({ url: session.urls.general.overview } satisfies BillingUrlResponse);
    })
    .post("/change-plan", async (c) => {
      // Switches the live subscription's price (prorated, charged now) instead of a second checkout.
      const { tier, interval } = parseOrThrow(checkoutRequest, await readJson(c));
      const owner = c.get("user");
      const [live] = await liveSubscriptions(owner.id);
      if (!live) throw new AppError("NOT_FOUND", "There is no subscription to change.");
      const priceId = prices[tier][interval];
      if (live.priceId === priceId) throw new AppError("CONFLICT", "You are already on this plan.");
      if (simulated) {
        await simulated.changePlan(owner.id, live.id, priceId);
      } else {
        if (!paddle) throw new AppError("SERVICE_UNAVAILABLE", "Changing plans needs PADDLE_API_KEY on the server.");
        await withinPaddleBudget(db, owner.id);
        const updated = await paddle.subscriptions
          .update(live.id, { items: [{ priceId, quantity: 1 }], prorationBillingMode: "prorated_immediately" })
          .catch((error: unknown) => {
            throw paddleFailure(deps.logger, "subscriptions.update", error);
          });
        await withAccountLock(db, owner.id, async (tx) => {
          await upsertSubscription(tx, {
            id: updated.id,
            userId: owner.id,
            status: updated.status,
            priceId: updated.items[0]?.price?.id ?? priceId,
            occurredAt: updated.updatedAt,
          });
          await recomputeTier(tx, owner.id, prices);
        });
      }
      await deps.sync(owner.id);
      return c.json(await deps.readSubscription(owner.id));
    })
    .get("/subscriptions", async (c) => {
      const rows = await db
        .select()
        .from(paddleSubscriptions)
        .where(eq(paddleSubscriptions.userId, c.get("user").id))
        .orderBy(desc(paddleSubscriptions.occurredAt));
      const items: ApiPaddleSubscription[] = rows.map((row) => ({
        id: row.id,
        status: row.status,
        tier: tierForPrice(row.priceId, prices),
        interval: intervalForPrice(row.priceId, prices),
        updatedAt: row.occurredAt.toISOString(),
      }));
      return c.json({ items } satisfies PaddleSubscriptionsResponse);
    });

  if (!simulated) return app;
  // One payment at a time per account (issue 7), check and payment under the account's lease.
  // The check first applies stored notifications, so it sees a payment that ended a moment ago.
  const busy = new AppError("CONFLICT", "A payment for your account is already under way. Please wait a moment.");
  return app
    .post("/simulated/pay", async (c) => {
      const { tier, interval } = parseOrThrow(checkoutRequest, await readJson(c));
      const owner = checkoutUser(c);
      const body: SimulatedPayResponse = await withAccountLease(db, owner.id, busy, async () => {
        await deps.sync(owner.id);
        await refuseSecondSubscription(owner.id);
        return simulated.pay({ id: owner.id, email: owner.email }, tier, interval);
      });
      return c.json(body);
    })
    .post("/simulated/trial", async (c) => {
      const { tier, interval } = parseOrThrow(checkoutRequest, await readJson(c));
      if (deps.trialDays === 0) throw new AppError("FORBIDDEN", "Free trials are turned off on this server (TRIAL_DAYS=0).");
      const owner = checkoutUser(c);
      const body: SimulatedTrialResponse = await withAccountLease(db, owner.id, busy, async () => {
        await deps.sync(owner.id);
        await refuseSecondSubscription(owner.id);
        // One free trial per account, as a price's trial in Paddle is meant for new customers.
        const [earlier] = await db
          .select({ id: paddleSubscriptions.id })
          .from(paddleSubscriptions)
          .where(and(eq(paddleSubscriptions.userId, owner.id), isNotNull(paddleSubscriptions.trialEndsAt)))
          .limit(1);
        if (earlier) throw new AppError("CONFLICT", "This account has already had its free trial.");
        return simulated.startTrial({ id: owner.id, email: owner.email }, tier, interval, deps.trialDays);
      });
      return c.json(body);
    })
    .post("/simulated/end-trial", async (c) => {
      const { outcome } = parseOrThrow(endTrialRequest, await readJson(c));
      const owner = c.get("user");
      // The trial's own notifications may still wait in the queue: apply them first.
      await deps.sync(owner.id);
      await simulated.endTrial(owner.id, outcome);
      await deps.sync(owner.id);
      return c.json(await deps.readSubscription(owner.id));
    })
    .post("/simulated/cancel", async (c) => {
      const { subscriptionId } = parseOrThrow(cancelRequest, await readJson(c));
      await simulated.cancel(c.get("user").id, subscriptionId);
      return c.json({ ok: true });
    });
}
