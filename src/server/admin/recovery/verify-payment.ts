import type { Transaction } from "@paddle/paddle-node-sdk";
import { desc, eq, inArray, or, sql } from "drizzle-orm";
import type { VerifiedPayment, VerifyPaymentInput, VerifyPaymentResult } from "../../../core/admin-recovery";
import { majorAmount, planFromAmount, planPriceOf, tierForPrice, type PriceLine, type PriceIds } from "../../../core/billing";
import { TIERS, type Tier } from "../../../core/plans";
import type { SessionUser } from "../../auth/session";
import { priceLines, transactionData } from "../../billing/paddle-event";
import type { Db } from "../../db/client";
import { subscriptions, transactions, user } from "../../db/schema";
import { paddleCall } from "../../billing/paddle-call";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import type { SyncActionDeps } from "./manual-sync";

/** How many of an account's payments a check by e-mail reads. */
const PAYMENTS_LIMIT = 20;
/** Paddle's statuses for a transaction that has been paid. */
const PAID = new Set(["completed", "paid"]);

interface Payment {
  transactionId: string;
  status: string;
  /** Minor units, as Paddle writes them ("1400"). */
  total: string | null;
  currency: string | null;
  createdAt: string | null;
  lines: PriceLine[];
  userId: string | null;
  customerId: string | null;
}

/** The payment's total in major units with its currency's decimals, or null without a usable total. */
const paymentAmount = (payment: Payment) => majorAmount(payment.total, payment.currency);

/** What a payment pays for: the plan its price names, else the amount bands of `planFromAmount`; nothing unless paid. */
function entitlement(payment: Payment, prices: PriceIds): Tier | null {
  if (!PAID.has(payment.status)) return null;
  const byPrice = tierForPrice(planPriceOf(payment.lines, prices), prices);
  if (byPrice) return byPrice;
  const amount = paymentAmount(payment)?.value ?? 0;
  return amount > 0 ? planFromAmount(amount).tier : null;
}

async function judge(db: Db, prices: PriceIds, payments: Payment[]): Promise<VerifiedPayment[]> {
  const userIds = [...new Set(payments.map((p) => p.userId).filter((id): id is string => id !== null))];
  const customerIds = [...new Set(payments.map((p) => p.customerId).filter((id): id is string => id !== null))];
  const owners =
    userIds.length + customerIds.length === 0
      ? []
      : await db
          .select({ id: user.id, email: user.email, customerId: user.paddleCustomerId, tier: subscriptions.tier })
          .from(user)
          .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
          .where(or(userIds.length ? inArray(user.id, userIds) : sql`false`, customerIds.length ? inArray(user.paddleCustomerId, customerIds) : sql`false`));
  return payments.map((payment) => {
    const owner = owners.find((o) => o.id === payment.userId) ?? owners.find((o) => payment.customerId !== null && o.customerId === payment.customerId);
    const entitles = entitlement(payment, prices);
    const account = owner ? { id: owner.id, email: owner.email, tier: owner.tier ?? "free" } : null;
    return {
      transactionId: payment.transactionId,
      status: payment.status,
      amount: paymentAmount(payment)?.text ?? null,
      currency: payment.currency,
      createdAt: payment.createdAt,
      entitles,
      account,
      planMatches: account && entitles ? TIERS.indexOf(account.tier) >= TIERS.indexOf(entitles) : null,
    };
  });
}

function fromPaddle(t: Transaction): Payment {
  const userId = (t.customData as { userId?: unknown } | null)?.userId;
  return {
    transactionId: t.id,
    status: t.status,
    total: t.details?.totals?.total ?? null,
    currency: t.details?.totals?.currencyCode ?? t.currencyCode ?? null,
    createdAt: t.createdAt,
    lines: t.items.map((item) => ({ priceId: item.price?.id, quantity: item.quantity })),
    userId: typeof userId === "string" ? userId : null,
    customerId: t.customerId,
  };
}

function fromStored(row: typeof transactions.$inferSelect): Payment {
  const data = transactionData.safeParse((row.webhookData as { data?: unknown }).data);
  return {
    transactionId: row.paddleTransactionId,
    status: row.status,
    total: row.amount,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    lines: data.success ? priceLines(data.data.items) : [],
    userId: row.userId,
    customerId: row.paddleCustomerId,
  };
}

async function paddlePayments(deps: SyncActionDeps & { paddle: NonNullable<SyncActionDeps["paddle"]> }, input: VerifyPaymentInput): Promise<Payment[]> {
  const { paddle, logger } = deps;
  if (input.transactionId) {
    const id = input.transactionId;
    const found = await paddleCall(logger, "transactions.get", () => paddle.transactions.get(id), "Transaction not found").catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    });
    return found ? [fromPaddle(found)] : [];
  }
  const email = (input.email ?? "").toLowerCase();
  const [account] = await deps.db
    .select({ customerId: user.paddleCustomerId })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`);
  let customerId = account?.customerId ?? null;
  if (!customerId) {
    const customers = await paddleCall(logger, "customers.list", () => paddle.customers.list({ email: [email] }).next(), "");
    customerId = customers.find((customer) => customer.email.toLowerCase() === email)?.id ?? null;
  }
  if (!customerId) return [];
  const id = customerId;
  // Newest first, as the stored path reads them: a long-paying customer's first page must hold the recent payments.
  const page = await paddleCall(
    logger,
    "transactions.list",
    () => paddle.transactions.list({ customerId: [id], orderBy: "created_at[DESC]", perPage: PAYMENTS_LIMIT }).next(),
    "",
  );
  return page.map(fromPaddle);
}

async function storedPayments(db: Db, input: VerifyPaymentInput): Promise<Payment[]> {
  if (input.transactionId) {
    const rows = await db.select().from(transactions).where(eq(transactions.paddleTransactionId, input.transactionId));
    return rows.map(fromStored);
  }
  const email = (input.email ?? "").toLowerCase();
  const rows = await db
    .select()
    .from(transactions)
    .where(or(sql`lower(${transactions.customerEmail}) = ${email}`, sql`${transactions.userId} in (select id from ${user} where lower(email) = ${email})`))
    .orderBy(desc(transactions.createdAt))
    .limit(PAYMENTS_LIMIT);
  return rows.map(fromStored);
}

/**
 * Verification: does a payment exist, for how much, in what state, and is its account on the
 * plan it pays for. Asks Paddle's API when we have a key; otherwise (simulated payments) the
 * transactions our notifications stored. The check is audited.
 */
export async function verifyPayment(deps: SyncActionDeps, admin: SessionUser, input: VerifyPaymentInput): Promise<VerifyPaymentResult> {
  const paddle = deps.paddle;
  const payments = paddle ? await paddlePayments({ ...deps, paddle }, input) : await storedPayments(deps.db, input);
  const result: VerifyPaymentResult = {
    source: paddle ? "paddle" : "stored",
    exists: payments.length > 0,
    payments: await judge(deps.db, deps.prices, payments),
  };
  await recordAudit(deps.db, admin, {
    action: "verify-payment",
    target: input.transactionId ?? input.email,
    after: { exists: result.exists, source: result.source },
  });
  return result;
}
