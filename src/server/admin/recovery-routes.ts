import { Hono } from "hono";
import { emailInput, eventIdInput, linkCustomerInput, verifyPaymentInput } from "../../core/admin-recovery";
import type { AuthVariables, SessionUser } from "../auth/session";
import { parseOrThrow, readJson } from "../http/errors";
import { recordAudit } from "./audit";
import type { AdminDeps } from "./deps";
import { accountByEmail } from "./recovery/account-state";
import { reapplyNotification, replayNotification } from "./recovery/apply-notification";
import { findAccount } from "./recovery/find-account";
import { linkPaddleCustomer } from "./recovery/link-customer";
import { manualSync, RECOVERY_DEFAULTS, type RetryPolicy } from "./recovery/manual-sync";
import { resendConfirmation } from "./recovery/resend-confirmation";
import { revokeSessions } from "./recovery/revoke-sessions";
import { verifyPayment } from "./recovery/verify-payment";

/** Admin console (issue 14): User Recovery, Paddle Fix and Verification. Mounted behind requireAdmin in ./routes.ts. */
export function recoveryRoutes(deps: AdminDeps, policy: RetryPolicy = RECOVERY_DEFAULTS) {
  const { db, prices } = deps;
  const syncDeps = { db, prices, paddle: deps.paddle, logger: deps.logger };
  const mail = { db, send: deps.sendAccountMail, appUrl: deps.config.appUrl };
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/users", async (c) => {
      const { email } = parseOrThrow(emailInput, c.req.query());
      const found = await findAccount(db, prices, email);
      await recordAudit(db, c.get("user"), { action: "find-user", target: found.user.email });
      return c.json(found);
    })
    .post("/users/manual-sync", async (c) => {
      const { email } = parseOrThrow(emailInput, await readJson(c));
      const account = await accountByEmail(db, email);
      const result = await manualSync(syncDeps, account.id, policy);
      const { before, ...after } = result;
      await recordAudit(db, c.get("user"), { action: "manual-sync", target: account.email, before, after });
      return c.json(result);
    })
    .post("/users/resend-confirmation", async (c) => {
      const { email } = parseOrThrow(emailInput, await readJson(c));
      const result = await resendConfirmation(mail, await accountByEmail(db, email), deps.config.MAIL_PER_ADDRESS_PER_DAY);
      await recordAudit(db, c.get("user"), { action: "resend-confirmation", target: result.email, after: result });
      return c.json(result);
    })
    .post("/users/revoke-sessions", async (c) => {
      const { email } = parseOrThrow(emailInput, await readJson(c));
      const result = await revokeSessions(db, c.get("user").id, await accountByEmail(db, email));
      await recordAudit(db, c.get("user"), { action: "revoke-sessions", target: result.email, after: result });
      return c.json(result);
    })
    .post("/paddle/link-customer", async (c) => {
      const input = parseOrThrow(linkCustomerInput, await readJson(c));
      const { result, before } = await linkPaddleCustomer(syncDeps, await accountByEmail(db, input.email), input);
      const after = { ...result, override: result.overridden ? { reason: input.reason } : null };
      await recordAudit(db, c.get("user"), { action: "link-customer", target: result.email, before, after });
      return c.json(result);
    })
    .post("/paddle/reapply", async (c) => {
      const { eventId } = parseOrThrow(eventIdInput, await readJson(c));
      const { before, after } = await reapplyNotification(db, prices, eventId);
      await recordAudit(db, c.get("user"), { action: "reapply-notification", target: eventId, before, after });
      return c.json(after);
    })
    .post("/paddle/replay", async (c) => {
      const { eventId } = parseOrThrow(eventIdInput, await readJson(c));
      const { before, after } = await replayNotification(db, prices, eventId);
      await recordAudit(db, c.get("user"), { action: "replay-notification", target: eventId, before, after });
      return c.json(after);
    })
    .get("/verify-payment", async (c) => {
      const input = parseOrThrow(verifyPaymentInput, c.req.query());
      const result = await verifyPayment(syncDeps, input);
      await recordAudit(db, c.get("user"), { action: "verify-payment", target: input.transactionId ?? input.email, after: { exists: result.exists, source: result.source } });
      return c.json(result);
    });
}
