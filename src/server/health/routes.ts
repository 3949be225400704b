import { Hono } from "hono";
import type { Db } from "../db/client";
import { databasePing } from "./database-ping";

/**
 * GET /live: the process answers (for a restart policy: it touches nothing else). GET /health: it
 * can also reach its database, else a 503 (for a load balancer: send no traffic here meanwhile).
 */
export function healthRoutes(deps: { db: Db }) {
  const ping = databasePing(deps.db);
  return new Hono()
    .get("/live", (c) => c.json({ ok: true }))
    .get("/health", async (c) => {
      c.header("Cache-Control", "no-store");
      return (await ping()) ? c.json({ ok: true }) : c.json({ ok: false, database: "unreachable" }, 503);
    });
}
