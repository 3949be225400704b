import { Hono, type Context } from "hono";
import { z } from "zod";
import { MISMATCH_STATUSES, RESOLUTIONS } from "../../core/monitor";
import type { AuthVariables, SessionUser } from "../auth/session";
import { parseOrThrow, readJson } from "../http/errors";
import { recordAudit } from "./audit";
import type { AdminDeps } from "./deps";
import { alertOnScan } from "./monitor/after-scan-alerts";
import { autoRecover } from "./monitor/auto-recover";
import { monitorView } from "./monitor/monitor-view";
import { createPaymentSync } from "./monitor/payment-sync";
import { investigateMismatch, resolveMismatch } from "./monitor/resolve-mismatch";
import { runScan } from "./monitor/run-scan";

const noFields = z.object({}).strict();
const listQuery = z.object({ status: z.enum(MISMATCH_STATUSES).optional() }).strict();
const resolveInput = z.object({ alertId: z.uuid(), resolution: z.enum(RESOLUTIONS) }).strict();
const investigateInput = z.object({ alertId: z.uuid() }).strict();
const syncId = z.object({ id: z.uuid() }).strict();

/** The actions that take no input accept no body or `{}`, and nothing else. */
async function emptyBody(c: Context) {
  const text = await c.req.raw.clone().text();
  if (text.trim() !== "") parseOrThrow(noFields, await readJson(c));
}

/** Admin console (issue 14): Monitor (payment mismatches, health metrics) and Payment Sync. Mounted behind requireAdmin in ./routes.ts. */
export function monitorRoutes(deps: AdminDeps) {
  const syncDeps = { db: deps.db, prices: deps.prices, paddle: deps.paddle, logger: deps.logger };
  const paymentSync = createPaymentSync(syncDeps);
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/monitor", async (c) => {
      const { status } = parseOrThrow(listQuery, c.req.query());
      return c.json(await monitorView(deps.db, status));
    })
    .post("/monitor/scan", async (c) => {
      await emptyBody(c);
      const { planAccuracy: _accuracy, ...result } = await runScan(deps.db, deps.prices);
      await recordAudit(deps.db, c.get("user"), { action: "monitor-scan", after: result });
      await alertOnScan(deps, result.pending);
      return c.json(result);
    })
    .post("/monitor/resolve", async (c) => {
      const { alertId, resolution } = parseOrThrow(resolveInput, await readJson(c));
      return c.json(await resolveMismatch(deps, c.get("user"), alertId, resolution));
    })
    .post("/monitor/investigate", async (c) => {
      const { alertId } = parseOrThrow(investigateInput, await readJson(c));
      return c.json(await investigateMismatch(deps.db, c.get("user"), alertId));
    })
    .post("/monitor/auto-recovery", async (c) => {
      await emptyBody(c);
      return c.json(await autoRecover(syncDeps, c.get("user")));
    })
    .post("/payment-sync", async (c) => {
      await emptyBody(c);
      return c.json(await paymentSync.start(c.get("user")), 202);
    })
    .get("/payment-sync/:id", async (c) => {
      const { id } = parseOrThrow(syncId, c.req.param());
      return c.json(await paymentSync.get(id));
    });
}
