import { Hono } from "hono";
import { z } from "zod";
import { alertRuleEdit, alertTestInput, webhookFailureUpdate } from "../../core/alerts";
import { consume } from "../auth/rate-limit";
import type { AuthVariables, SessionUser } from "../auth/session";
import { AppError, parseOrThrow, readJson } from "../http/errors";
import { listAlerts } from "./alerts/list-alerts";
import { sendTestAlert } from "./alerts/send-test-alert";
import { updateAlertRule } from "./alerts/update-alert-rule";
import { updateWebhookFailure } from "./alerts/update-webhook-failure";
import { recordAudit } from "./audit";
import type { AdminDeps } from "./deps";

/** A test message reaches a real inbox or channel: a few are enough to check a setting. */
export const ALERT_TESTS_PER_HOUR = 10;

const ruleId = z.string().regex(/^[a-z-]{1,40}$/, "Unknown rule");
const failureId = z.uuid("Unknown webhook failure");

/** Admin console (issue 14): Alerts: rules, channels, cooldown, recent alerts. Mounted behind requireAdmin in ./routes.ts. */
export function alertRoutes(deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/alerts", async (c) => c.json(await listAlerts(deps.db, deps.config)))
    .put("/alerts/rules/:id", async (c) => {
      const id = parseOrThrow(ruleId, c.req.param("id"));
      const edit = parseOrThrow(alertRuleEdit, await readJson(c));
      return c.json({ rule: await updateAlertRule(deps.db, c.get("user"), id, edit) });
    })
    .post("/alerts/test", async (c) => {
      const { channel } = parseOrThrow(alertTestInput, await readJson(c));
      const admin = c.get("user");
      const verdict = await consume(deps.db, `alert-test:${admin.id}`, { max: ALERT_TESTS_PER_HOUR, windowSeconds: 3600 });
      if (!verdict.allowed) throw new AppError("TOO_MANY_REQUESTS", `At most ${ALERT_TESTS_PER_HOUR} test alerts an hour`, undefined, verdict.retryAfter);
      const result = await sendTestAlert(deps, channel, admin.email);
      await recordAudit(deps.db, admin, { action: "send-test-alert", target: channel, after: result });
      return c.json(result);
    })
    .post("/alerts/webhook-failures/:id", async (c) => {
      const id = parseOrThrow(failureId, c.req.param("id"));
      const { status } = parseOrThrow(webhookFailureUpdate, await readJson(c));
      return c.json({ webhookFailure: await updateWebhookFailure(deps.db, c.get("user"), id, status) });
    });
}
