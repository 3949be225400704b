import { and, count, desc, eq } from "drizzle-orm";
import { tierForPrice, type PriceIds } from "../../../core/billing";
import type { RecoveryAccount } from "../../../core/admin-recovery";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { billingEvents, paddleSubscriptions, products, transactions } from "../../db/schema";
import { recordAudit } from "../audit";
import { accountByEmail, planRow } from "./account-state";

/** How many of the newest rows each section shows; the card is for reading, not for export. */
const SECTION_LIMIT = 50;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** User Recovery: everything the admin needs to see about one account's plan and payments; the look-up is audited. */
export async function findAccount(db: Db, prices: PriceIds, admin: SessionUser, email: string): Promise<RecoveryAccount> {
  const account = await readAccount(db, prices, email);
  await recordAudit(db, admin, { action: "find-user", target: account.user.email });
  return account;
}

async function readAccount(db: Db, prices: PriceIds, email: string): Promise<RecoveryAccount> {
  const found = await accountByEmail(db, email);
  const plan = await planRow(db, found.id);
  const [held, paid, notices, [all], [complete]] = await Promise.all([
    db.select().from(paddleSubscriptions).where(eq(paddleSubscriptions.userId, found.id)).orderBy(desc(paddleSubscriptions.occurredAt)).limit(SECTION_LIMIT),
    db.select().from(transactions).where(eq(transactions.userId, found.id)).orderBy(desc(transactions.createdAt)).limit(SECTION_LIMIT),
    db.select().from(billingEvents).where(eq(billingEvents.userId, found.id)).orderBy(desc(billingEvents.occurredAt)).limit(SECTION_LIMIT),
    db.select({ n: count() }).from(products).where(eq(products.userId, found.id)),
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.userId, found.id), eq(products.status, "complete"))),
  ]);
  return {
    user: { id: found.id, email: found.email, confirmed: found.emailVerified, createdAt: found.createdAt.toISOString(), isTest: found.isTest },
    plan: {
      tier: plan.tier,
      manualTier: plan.manualTier,
      maxProducts: plan.maxProducts,
      productCount: plan.productCount,
      completedProducts: Number(complete?.n ?? 0),
    },
    paddleCustomerId: found.paddleCustomerId,
    subscriptions: held.map((s) => ({
      id: s.id,
      status: s.status,
      priceId: s.priceId,
      tier: tierForPrice(s.priceId, prices),
      occurredAt: s.occurredAt.toISOString(),
    })),
    transactions: paid.map((t) => ({
      id: t.paddleTransactionId,
      status: t.status,
      amount: t.amount,
      currency: t.currency,
      isTest: t.isTest,
      createdAt: t.createdAt.toISOString(),
    })),
    notifications: notices.map((e) => ({
      eventId: e.eventId,
      type: e.eventType,
      status: e.status,
      lastError: e.lastError,
      occurredAt: e.occurredAt.toISOString(),
      receivedAt: e.receivedAt.toISOString(),
      processedAt: iso(e.processedAt),
    })),
    productsCount: Number(all?.n ?? 0),
  };
}
