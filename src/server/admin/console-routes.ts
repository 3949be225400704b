import { Hono } from "hono";
import { z } from "zod";
import type { AuthVariables, SessionUser } from "../auth/session";
import { parseQueryOrThrow } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { readAuditLog } from "./console/read-audit-log";
import { runHealthCheck } from "./console/run-health-check";
import { testFullFlow } from "./console/test-full-flow";
import { testWebhooks } from "./console/test-webhooks";
import type { AdminDeps } from "./deps";

const noInput = z.object({}).strict();
const testWebhooksInput = z.object({ only: z.literal("customer.created").optional() }).strict();
const auditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }).strict();

/** Admin console (issue 14): Run Health Check, Test All Webhooks, Test Customer.Created, Test Full Flow and the audit log. Mounted behind requireAdmin in ./routes.ts. */
export function consoleRoutes(deps: AdminDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .post("/health-check", jsonBody(noInput), async (c) => c.json(await runHealthCheck(deps, c.get("user"))))
    .post("/test-webhooks", jsonBody(testWebhooksInput), async (c) => c.json(await testWebhooks(deps, c.get("user"), { only: c.req.valid("json").only })))
    .post("/test-full-flow", jsonBody(noInput), async (c) => c.json(await testFullFlow(deps, c.get("user"))))
    .get("/audit", async (c) => {
      const { limit } = parseQueryOrThrow(auditQuery, c.req.query());
      return c.json(await readAuditLog(deps.db, limit));
    });
}
