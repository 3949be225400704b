import { and, eq, inArray, sql } from "drizzle-orm";
import { ENTITLING_STATUSES, tierForPrice, type PriceIds } from "../../../core/billing";
import type { AdminSubscriptionRow } from "../../../core/admin/manual-tools";
import type { Tier } from "../../../core/plans";
import type { Db } from "../../db/client";
import { paddleSubscriptions, user } from "../../db/schema";
import { AppError } from "../../http/errors";
import { ensureSubscription } from "../../plan/ensure-subscription";

export interface Account {
  id: string;
  email: string;
  isTest: boolean;
}

/** The account with this e-mail (any case), or a 404 'User not found'. */
export async function findAccount(db: Db, email: string): Promise<Account> {
  const [account] = await db
    .select({ id: user.id, email: user.email, isTest: user.isTest })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  if (!account) throw new AppError("NOT_FOUND", "User not found");
  return account;
}

/** The account's subscription row with what Paddle pays for, as the admin sees and audits it. */
export async function subscriptionRow(db: Db, account: Account, prices: PriceIds): Promise<AdminSubscriptionRow> {
  const [row, paid] = await Promise.all([
    ensureSubscription(db, account.id),
    db
      .select({ priceId: paddleSubscriptions.priceId })
      .from(paddleSubscriptions)
      .where(and(eq(paddleSubscriptions.userId, account.id), inArray(paddleSubscriptions.status, [...ENTITLING_STATUSES]))),
  ]);
  const tiers = new Set(paid.map((sub) => tierForPrice(sub.priceId, prices)));
  const paddleTier: Tier | null = tiers.has("pro") ? "pro" : tiers.has("creator") ? "creator" : null;
  return {
    email: account.email,
    tier: row.tier,
    manualTier: row.manualTier,
    paddleTier,
    maxProducts: row.maxProducts,
    productCount: row.productCount,
    isTestAccount: account.isTest,
    updatedAt: row.updatedAt.toISOString(),
  };
}
