import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { MISMATCH_STATUSES, RESOLUTIONS } from "../../core/monitor";
import type { AuthVariables, SessionUser } from "../auth/session";
import { parseQueryOrThrow, parseParamOrThrow } from "../http/errors";
import { jsonBody } from "../http/json-body";
import type { AdminDeps } from "./deps";
import { autoRecover } from "./monitor/auto-recover";
import { monitorView } from "./monitor/monitor-view";
import { createPaymentSync } from "./monitor/payment-sync";
import { investigateMismatch, resolveMismatch } from "./monitor/resolve-mismatch";
import { scanPayments } from "./monitor/scan-payments";

const noFields = z.object({}).strict();
const listQuery = z.object({ status: z.enum(MISMATCH_STATUSES).optional() }).strict();
const resolveInput = z.object({ alertId: z.uuid(), resolution: z.enum(RESOLUTIONS) }).strict();
const investigateInput = z.object({ alertId: z.uuid() }).strict();
const syncId = z.uuid("must be a payment sync id (a UUID)");

/** The actions that take no input accept no body or `{}`, and nothing else. */
const emptyBody = createMiddleware(async (c, next) => {
  const text = await c.req.raw.clone().text();
  if (text.trim() === "") return next();
  return jsonBody(noFields)(c, next);
});

/** Admin console (issue 14): Monitor (payment mismatches, health metrics) and Payment Sync. Mounted behind requireAdmin in ./routes.ts. */
export function monitorRoutes(deps: AdminDeps) {
  const syncDeps = { db: deps.db, prices: deps.prices, emailKey: deps.emailKey, paddle: deps.paddle, logger: deps.logger };
  const paymentSync = createPaymentSync(syncDeps);
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/monitor", async (c) => {
      const { status } = parseQueryOrThrow(listQuery, c.req.query());
      return c.json(await monitorView(deps.db, status));
    })
    .post("/monitor/scan", emptyBody, async (c) => c.json(await scanPayments(deps, c.get("user"))))
    .post("/monitor/resolve", jsonBody(resolveInput), async (c) => {
      const { alertId, resolution } = c.req.valid("json");
      return c.json(await resolveMismatch(deps, c.get("user"), alertId, resolution));
    })
    .post("/monitor/investigate", jsonBody(investigateInput), async (c) =>
      c.json(await investigateMismatch(deps.db, c.get("user"), c.req.valid("json").alertId)),
    )
    .post("/monitor/auto-recovery", emptyBody, async (c) => c.json(await autoRecover(syncDeps, c.get("user"))))
    .post("/payment-sync", emptyBody, async (c) => c.json(await paymentSync.start(c.get("user")), 202))
    .get("/payment-sync/:id", async (c) => {
      const id = parseParamOrThrow(syncId, "id", c.req.param("id"));
      return c.json(await paymentSync.get(id));
    });
}
