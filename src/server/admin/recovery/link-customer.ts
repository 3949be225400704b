import { and, eq, ne } from "drizzle-orm";
import type { LinkCustomerInput, LinkCustomerResult } from "../../../core/admin-recovery";
import type { SessionUser } from "../../auth/session";
import { recomputeTier } from "../../plan/recompute-tier";
import { withAccountLock } from "../../plan/account-lock";
import { checkSync } from "../../billing/sync";
import { paddleCustomers, user } from "../../db/schema";
import { paddleCall } from "../../billing/paddle-call";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import { accountByEmail, billingSnapshot } from "./account-state";
import type { SyncActionDeps } from "./manual-sync";

/** The customer's e-mail as Paddle has it: from its API when we have a key, else from customer.* notifications. */
async function paddleEmailOf(deps: SyncActionDeps, customerId: string): Promise<string | null> {
  if (deps.paddle) {
    const paddle = deps.paddle;
    const customer = await paddleCall(deps.logger, "customers.get", () => paddle.customers.get(customerId), "Paddle customer not found");
    return customer.email;
  }
  const [known] = await deps.db.select({ email: paddleCustomers.email }).from(paddleCustomers).where(eq(paddleCustomers.id, customerId));
  return known?.email ?? null;
}

/**
 * Paddle Fix: puts a Paddle customer on an account, then brings its plan up to date. The rule
 * notifications follow (decision 011) holds here too: the account must have confirmed its e-mail
 * and the customer must carry that e-mail. Only an override with a reason (kept in the audit log)
 * passes anything else, including taking the customer from another account.
 */
export async function linkPaddleCustomer(deps: SyncActionDeps, admin: SessionUser, input: LinkCustomerInput): Promise<LinkCustomerResult> {
  const account = await accountByEmail(deps.db, input.email);
  const paddleEmail = await paddleEmailOf(deps, input.customerId);
  const [holder] = await deps.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(and(eq(user.paddleCustomerId, input.customerId), ne(user.id, account.id)));
  const problems = [
    account.emailVerified ? null : "the account has not confirmed its e-mail",
    paddleEmail === null ? "Paddle's e-mail for this customer is not known" : null,
    paddleEmail !== null && paddleEmail.toLowerCase() !== account.email.toLowerCase() ? `the customer's e-mail is ${paddleEmail}` : null,
    holder ? `the customer is linked to ${holder.email}` : null,
  ].filter((problem): problem is string => problem !== null);
  if (problems.length > 0 && !input.override) {
    throw new AppError("CONFLICT", `Not linked: ${problems.join("; ")}. Override with a reason to link anyway.`, undefined, undefined, { problems });
  }
  const before = { paddleCustomerId: account.paddleCustomerId, plan: await billingSnapshot(deps.db, account.id), takenFrom: holder?.email ?? null, problems };
  await deps.db.transaction(async (tx) => {
    if (holder) await tx.update(user).set({ paddleCustomerId: null }).where(eq(user.id, holder.id));
    await tx.update(user).set({ paddleCustomerId: input.customerId }).where(eq(user.id, account.id));
  });
  // Paddle's subscriptions of the customer now count for the account; stored state is recomputed either way.
  if (deps.paddle) await checkSync(deps, account.id).catch((error: unknown) => deps.logger.warn("sync after linking a customer failed", { error }));
  await withAccountLock(deps.db, account.id, (tx) => recomputeTier(tx, account.id, deps.prices));
  const result: LinkCustomerResult = {
    email: account.email,
    customerId: input.customerId,
    paddleEmail,
    overridden: problems.length > 0,
    plan: await billingSnapshot(deps.db, account.id),
  };
  const after = { ...result, override: result.overridden ? { reason: input.reason } : null };
  await recordAudit(deps.db, admin, { action: "link-customer", target: result.email, before, after });
  return result;
}
