import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { PaymentSyncView } from "../../../core/monitor";
import type { Tier } from "../../../core/plans";
import type { SessionUser } from "../../auth/session";
import { recomputeTier } from "../../plan/recompute-tier";
import { withAccountLock } from "../../plan/account-lock";
import { checkSync, type SyncDeps } from "../../billing/sync";
import type { Db } from "../../db/client";
import { adminAuditLog, subscriptions } from "../../db/schema";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";

type Admin = Pick<SessionUser, "id" | "email">;
const KEPT_RUNS = 20;

/** Every real account that pays or is on a paid plan: a Paddle subscription, a paid tier or a manual grant. */
async function payingAccounts(db: Db) {
  const result = (await db.execute(sql`
    select u.id, u.email from users u left join subscriptions s on s.user_id = u.id
    where not u.is_test and (coalesce(s.tier, 'free') <> 'free' or s.manual_tier is not null
      or exists (select 1 from paddle_subscriptions ps where ps.user_id = u.id))
    order by u.email`)) as unknown as { rows: Array<{ id: string; email: string }> };
  return result.rows;
}

async function tierOf(db: Db, userId: string): Promise<Tier> {
  const [row] = await db.select({ tier: subscriptions.tier }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return row?.tier ?? "free";
}

/**
 * Payment Sync: syncs every paying account against Paddle (or the stored notifications) and
 * recomputes its plan. Runs in the process that was asked, one account after another, with its
 * progress in memory; the finished report is also written to the audit log, which is where
 * another process (or this one after a restart) reads it from (decision 025).
 */
export function createPaymentSync(deps: SyncDeps) {
  const runs = new Map<string, PaymentSyncView>();
  let running: string | null = null;

  async function run(view: PaymentSyncView, accounts: Array<{ id: string; email: string }>, admin: Admin) {
    for (const account of accounts) {
      try {
        const before = await tierOf(deps.db, account.id);
        await checkSync(deps, account.id);
        await withAccountLock(deps.db, account.id, (tx) => recomputeTier(tx, account.id, deps.prices));
        const after = await tierOf(deps.db, account.id);
        if (after !== before) view.changed.push({ email: account.email, before, after });
      } catch (error) {
        view.errors.push({ email: account.email, message: error instanceof Error ? error.message : String(error) });
      }
      view.done += 1;
    }
    view.finished = true;
    await recordAudit(deps.db, admin, { action: "payment-sync-finished", target: view.id, after: view });
  }

  return {
    async start(admin: Admin): Promise<PaymentSyncView> {
      if (running && !runs.get(running)?.finished) throw new AppError("CONFLICT", "A payment sync is already running.", undefined, undefined, { id: running });
      const accounts = await payingAccounts(deps.db);
      const view: PaymentSyncView = { id: randomUUID(), total: accounts.length, done: 0, finished: false, changed: [], errors: [] };
      runs.set(view.id, view);
      for (const id of [...runs.keys()].slice(0, Math.max(0, runs.size - KEPT_RUNS))) runs.delete(id);
      running = view.id;
      await recordAudit(deps.db, admin, { action: "payment-sync", target: view.id, after: { total: view.total } });
      void run(view, accounts, admin).catch((error: unknown) => {
        view.finished = true;
        view.errors.push({ email: "", message: String(error) });
        deps.logger.error("payment sync failed", { error: String(error) });
      });
      return { ...view };
    },
    async get(id: string): Promise<PaymentSyncView> {
      const live = runs.get(id);
      if (live) return { ...live, changed: [...live.changed], errors: [...live.errors] };
      const [record] = await deps.db
        .select({ after: adminAuditLog.after })
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, "payment-sync-finished"), eq(adminAuditLog.target, id)))
        .orderBy(desc(adminAuditLog.createdAt))
        .limit(1);
      if (!record) throw new AppError("NOT_FOUND", "No such payment sync");
      return record.after as PaymentSyncView;
    },
  };
}

export type PaymentSync = ReturnType<typeof createPaymentSync>;
