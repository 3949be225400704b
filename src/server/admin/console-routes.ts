import { Hono } from "hono";
import { z } from "zod";
import type { AuditEntryView } from "../../core/admin-console";
import type { AuthVariables, SessionUser } from "../auth/session";
import { parseOrThrow, readJson } from "../http/errors";
import { recentAudit } from "./audit";
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
    .post("/health-check", async (c) => {
      parseOrThrow(noInput, await readJson(c));
      return c.json(await runHealthCheck(deps, c.get("user")));
    })
    .post("/test-webhooks", async (c) => {
      const { only } = parseOrThrow(testWebhooksInput, await readJson(c));
      return c.json(await testWebhooks(deps, c.get("user"), { only }));
    })
    .post("/test-full-flow", async (c) => {
      parseOrThrow(noInput, await readJson(c));
      return c.json(await testFullFlow(deps, c.get("user")));
    })
    .get("/audit", async (c) => {
      const { limit } = parseOrThrow(auditQuery, c.req.query());
      const rows = await recentAudit(deps.db, limit);
      const entries: AuditEntryView[] = rows.map((row) => ({
        id: row.id,
        adminEmail: row.adminEmail,
        action: row.action,
        target: row.target,
        before: row.before,
        after: row.after,
        createdAt: row.createdAt.toISOString(),
      }));
      return c.json({ entries });
    });
}
