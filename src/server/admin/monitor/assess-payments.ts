import { sql } from "drizzle-orm";
import { ENTITLING_STATUSES, tierForPrice, type PriceIds } from "../../../core/billing";
import { SEVERITY_BY_KIND, type MismatchKind } from "../../../core/monitor";
import type { Tier } from "../../../core/plans";
import type { Db } from "../../db/client";
import { better, paidTierOf, rank } from "./paid-tier";

export interface Finding {
  key: string;
  kind: MismatchKind;
  userId: string | null;
  email: string | null;
  transactionId: string | null;
  subscriptionId: string | null;
  amount: string | null;
  currency: string | null;
  expectedTier: Tier | null;
  severity: (typeof SEVERITY_BY_KIND)[MismatchKind];
}

export interface Assessment {
  findings: Finding[];
  /** Accounts that pay, or sit on a paid plan nothing pays for. */
  payingAccounts: number;
  /** Of those, the ones whose plan is exactly what they pay for (or were granted). */
  accurateAccounts: number;
}

type Rows<T> = { rows: T[] };
const entitling = sql.join(
  ENTITLING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
/** Notifications the admin's webhook tests sent (issue 14) are never real payments. */
const ADMIN_TEST_EVENTS = "evt\\_admintest\\_%";
/** A paid transaction entitles for at most a year (an annual plan); older ones are not read. */
const PAID_WINDOW = sql`now() - interval '400 days'`;

async function load(db: Db) {
  const subscriptionRows = (await db.execute(sql`
    select ps.id, ps.user_id as "userId", ps.price_id as "priceId"
    from paddle_subscriptions ps join users u on u.id = ps.user_id
    where not u.is_test and ps.status in (${entitling})
      and not exists (select 1 from billing_events be where be.event_id like ${ADMIN_TEST_EVENTS} and be.payload->'data'->>'id' = ps.id)`)) as unknown as Rows<{
    id: string;
    userId: string;
    priceId: string | null;
  }>;
  const transactionRows = (await db.execute(sql`
    select t.paddle_transaction_id as id, t.user_id as "userId", t.customer_email as email, t.amount, t.currency,
      t.created_at as "createdAt", t.webhook_data->'data' as data, t.webhook_data->'data'->>'subscription_id' as "subscriptionId",
      ps.status as "subscriptionStatus"
    from transactions t
    left join users u on u.id = t.user_id
    left join paddle_subscriptions ps on ps.id = t.webhook_data->'data'->>'subscription_id'
    where t.status in ('completed', 'paid') and not t.is_test and not coalesce(u.is_test, false)
      and coalesce(t.webhook_data->>'event_id', '') not like ${ADMIN_TEST_EVENTS}
      and t.created_at > ${PAID_WINDOW}`)) as unknown as Rows<{
    id: string;
    userId: string | null;
    email: string | null;
    amount: string | null;
    currency: string | null;
    createdAt: string | Date;
    data: Record<string, unknown> | null;
    subscriptionId: string | null;
    subscriptionStatus: string | null;
  }>;
  const accountRows = (await db.execute(sql`
    select u.id, u.email, coalesce(s.tier, 'free') as tier, s.manual_tier as "manualTier"
    from users u left join subscriptions s on s.user_id = u.id
    where not u.is_test and (
      s.tier <> 'free' or s.manual_tier is not null
      or exists (select 1 from paddle_subscriptions ps where ps.user_id = u.id and ps.status in (${entitling}))
      or exists (select 1 from transactions t where t.user_id = u.id and t.status in ('completed', 'paid') and t.created_at > ${PAID_WINDOW}))`)) as unknown as Rows<{
    id: string;
    email: string;
    tier: Tier;
    manualTier: Tier | null;
  }>;
  return { subscriptions: subscriptionRows.rows, transactions: transactionRows.rows, accounts: accountRows.rows };
}

const finding = (kind: MismatchKind, fields: Omit<Finding, "kind" | "severity">): Finding => ({ ...fields, kind, severity: SEVERITY_BY_KIND[kind] });

/**
 * Compares what every account pays for (entitling Paddle subscriptions, paid transactions still in
 * their period) with the plan it is on. Test accounts, mock transactions and the admin's test
 * notifications are left out.
 */
export async function assessPayments(db: Db, prices: PriceIds, now = new Date()): Promise<Assessment> {
  const state = await load(db);
  const accounts = new Map(state.accounts.map((account) => [account.id, account]));
  const paid = new Map<string, Tier>();
  const findings: Finding[] = [];
  const pays = (userId: string, tier: Tier) => paid.set(userId, better(paid.get(userId) ?? "free", tier));
  const below = (userId: string, tier: Tier) => rank(accounts.get(userId)?.tier ?? "free") < rank(tier);

  const coveredSubscriptions = new Set<string>();
  for (const row of state.subscriptions) {
    const tier = tierForPrice(row.priceId, prices);
    if (!tier) continue;
    pays(row.userId, tier);
    if (!below(row.userId, tier)) continue;
    coveredSubscriptions.add(row.id);
    const email = accounts.get(row.userId)?.email ?? null;
    findings.push(
      finding("plan-below-payment", {
        key: `sub:${row.id}`,
        userId: row.userId,
        email,
        transactionId: null,
        subscriptionId: row.id,
        amount: null,
        currency: null,
        expectedTier: tier,
      }),
    );
  }
  for (const row of state.transactions) {
    const { tier, paidUntil } = paidTierOf(row.data, row.amount, new Date(row.createdAt), prices, row.currency);
    // A subscription that has since been cancelled or paused decides, not its earlier payment.
    const stillPaid = paidUntil > now && (row.subscriptionStatus === null || (ENTITLING_STATUSES as readonly string[]).includes(row.subscriptionStatus));
    if (!tier || !stillPaid) continue;
    const common = {
      key: `txn:${row.id}`,
      transactionId: row.id,
      subscriptionId: row.subscriptionId,
      amount: row.amount,
      currency: row.currency,
      expectedTier: tier,
    };
    if (!row.userId) {
      findings.push(finding("payment-without-account", { ...common, userId: null, email: row.email }));
      continue;
    }
    pays(row.userId, tier);
    if (!below(row.userId, tier) || (row.subscriptionId && coveredSubscriptions.has(row.subscriptionId))) continue;
    findings.push(finding("plan-below-payment", { ...common, userId: row.userId, email: accounts.get(row.userId)?.email ?? row.email }));
  }

  let payingAccounts = 0;
  let accurateAccounts = 0;
  for (const account of state.accounts) {
    const paysFor = paid.get(account.id) ?? "free";
    const expected = better(paysFor, account.manualTier ?? "free");
    if (paysFor === "free" && rank(account.tier) <= rank(expected)) continue;
    payingAccounts += 1;
    if (account.tier === expected) accurateAccounts += 1;
    if (rank(account.tier) > rank(expected)) {
      findings.push(
        finding("downgrade-risk", {
          key: `user:${account.id}`,
          userId: account.id,
          email: account.email,
          transactionId: null,
          subscriptionId: null,
          amount: null,
          currency: null,
          expectedTier: expected,
        }),
      );
    }
  }
  return { findings, payingAccounts, accurateAccounts };
}

/** Percent of paying accounts on the plan they pay for; 100 when nobody pays. */
export function planAccuracy(assessment: Pick<Assessment, "payingAccounts" | "accurateAccounts">): number {
  return assessment.payingAccounts === 0 ? 100 : (assessment.accurateAccounts / assessment.payingAccounts) * 100;
}
