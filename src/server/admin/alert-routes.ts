import { Hono } from "hono";
import { z } from "zod";
import { alertRuleEdit, alertTestInput, webhookFailureUpdate } from "../../core/alerts";
import type { AuthVariables, SessionUser } from "../auth/session";
import { parseParamOrThrow } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { listAlerts } from "./alerts/list-alerts";
import { testAlertChannel } from "./alerts/test-alert-channel";
import { updateAlertRule } from "./alerts/update-alert-rule";
import { updateWebhookFailure } from "./alerts/update-webhook-failure";
import type { AdminDeps } from "./deps";

const ruleId = z.string().regex(/^[a-z-]{1,40}$/, "must be a rule id: lowercase letters and hyphens, at most 40");
const failureId = z.uuid("must be a webhook failure id (a UUID)");

/** Admin console (issue 14): Alerts: rules, channels, cooldown, recent alerts. Mounted behind requireAdmin in ./routes.ts. */
export function alertRoutes(deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/alerts", async (c) => c.json(await listAlerts(deps.db, deps.config)))
    .put("/alerts/rules/:id", jsonBody(alertRuleEdit), async (c) => {
      const id = parseParamOrThrow(ruleId, "id", c.req.param("id"));
      return c.json({ rule: await updateAlertRule(deps.db, c.get("user"), id, c.req.valid("json")) });
    })
    .post("/alerts/test", jsonBody(alertTestInput), async (c) => c.json(await testAlertChannel(deps, c.get("user"), c.req.valid("json").channel)))
    .post("/alerts/webhook-failures/:id", jsonBody(webhookFailureUpdate), async (c) => {
      const id = parseParamOrThrow(failureId, "id", c.req.param("id"));
      return c.json({ webhookFailure: await updateWebhookFailure(deps.db, c.get("user"), id, c.req.valid("json").status) });
    });
}
