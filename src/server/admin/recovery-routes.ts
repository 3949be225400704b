import { Hono } from "hono";
import { emailInput, eventIdInput, linkCustomerInput, verifyPaymentInput } from "../../core/admin-recovery";
import type { AuthVariables, SessionUser } from "../auth/session";
import { jsonBody } from "../http/json-body";
import type { AdminDeps } from "./deps";
import { findAccount } from "./recovery/find-account";
import { linkPaddleCustomer } from "./recovery/link-customer";
import { RECOVERY_DEFAULTS, type RetryPolicy } from "./recovery/manual-sync";
import { reapplyNotification } from "./recovery/reapply-notification";
import { replayNotification } from "./recovery/replay-notification";
import { resendConfirmation } from "./recovery/resend-confirmation";
import { revokeSessions } from "./recovery/revoke-sessions";
import { runManualSync } from "./recovery/run-manual-sync";
import { verifyPayment } from "./recovery/verify-payment";

/** Admin console (issue 14): User Recovery, Paddle Fix and Verification; every action, look-ups included, is audited and a POST. Mounted behind requireAdmin in ./routes.ts. */
export function recoveryRoutes(deps: AdminDeps, policy: RetryPolicy = RECOVERY_DEFAULTS) {
  const { db, prices, emailKey } = deps;
  const syncDeps = { db, prices, emailKey, paddle: deps.paddle, logger: deps.logger };
  const mail = { db, send: deps.sendAccountMail, appUrl: deps.config.appUrl };
  return (
    new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
      // Look-ups are audited (and verification spends Paddle calls), so they are POSTs (issue 30):
      // a cross-site link cannot make one, even in a browser that sends no Sec-Fetch-Site.
      .post("/users/find", jsonBody(emailInput), async (c) => c.json(await findAccount(db, prices, c.get("user"), c.req.valid("json").email)))
      .post("/users/manual-sync", jsonBody(emailInput), async (c) => c.json(await runManualSync(syncDeps, c.get("user"), c.req.valid("json").email, policy)))
      .post("/users/resend-confirmation", jsonBody(emailInput), async (c) =>
        c.json(await resendConfirmation(mail, c.get("user"), c.req.valid("json").email, deps.config.MAIL_PER_ADDRESS_PER_DAY)),
      )
      .post("/users/revoke-sessions", jsonBody(emailInput), async (c) => c.json(await revokeSessions(deps, c.get("user"), c.req.valid("json").email)))
      .post("/paddle/link-customer", jsonBody(linkCustomerInput), async (c) => c.json(await linkPaddleCustomer(syncDeps, c.get("user"), c.req.valid("json"))))
      .post("/paddle/reapply", jsonBody(eventIdInput), async (c) => c.json(await reapplyNotification(syncDeps, c.get("user"), c.req.valid("json").eventId)))
      .post("/paddle/replay", jsonBody(eventIdInput), async (c) => c.json(await replayNotification(syncDeps, c.get("user"), c.req.valid("json").eventId)))
      .post("/verify-payment", jsonBody(verifyPaymentInput), async (c) => c.json(await verifyPayment(syncDeps, c.get("user"), c.req.valid("json"))))
  );
}
