import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { AdminDeps } from "../deps";
import { failed, ok, skipped, type Outcome } from "./timed";

/** A job due this long ago and still not started means no worker is taking jobs. */
export const STUCK_QUEUE_SECONDS = 300;

export async function checkDatabase(deps: AdminDeps): Promise<Outcome> {
  await deps.db.execute(sql`select 1`);
  return ok("select 1 answered");
}

/** The backlog from pg-boss's own table: jobs waiting to start and how long the oldest due one has waited. */
export async function checkQueue(deps: AdminDeps): Promise<Outcome> {
  const result = (await deps.db.execute(sql`
    select count(*)::int as waiting,
      count(*) filter (where start_after <= now())::int as due,
      coalesce(extract(epoch from now() - min(start_after) filter (where start_after <= now())), 0)::float as oldest
    from pgboss.job where state in ('created', 'retry')`)) as unknown as { rows: Array<{ waiting: number; due: number; oldest: number }> };
  const row = result.rows[0] ?? { waiting: 0, due: 0, oldest: 0 };
  const detail = `${row.waiting} waiting (${row.due} due), oldest due job waited ${row.oldest.toFixed(1)} s`;
  return row.oldest > STUCK_QUEUE_SECONDS ? failed(`${detail}: is a worker running?`) : ok(detail);
}

/** Writes, reads back and deletes a small object, so a read-only or full store shows up here. */
export async function checkStorage(deps: AdminDeps): Promise<Outcome> {
  // Named like an image: storage takes image keys only.
  const key = `admin-health/probe-${randomUUID()}.png`;
  const content = `health probe ${new Date().toISOString()}`;
  await deps.storage.put(key, Buffer.from(content), "image/png");
  try {
    const stored = await deps.storage.get(key);
    if (!stored) return failed(`${deps.storage.kind}: the probe object was written but could not be read back`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
    if (Buffer.concat(chunks).toString() !== content) return failed(`${deps.storage.kind}: the probe read back different bytes`);
  } finally {
    await deps.storage.delete(key);
  }
  return ok(`${deps.storage.kind}: wrote, read back and deleted a probe object`);
}

export async function checkSmtp(deps: AdminDeps, timeoutMs: number): Promise<Outcome> {
  const smtpUrl = deps.config.SMTP_URL;
  if (!smtpUrl) return skipped("not configured (mail is written to the log)");
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
  const url = new URL(smtpUrl);
  return ok(`${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)} accepted the connection`);
}

export async function checkPaddle(deps: AdminDeps): Promise<Outcome> {
  if (!deps.paddle) return skipped(deps.simulated ? "payments are simulated (no PADDLE_API_KEY)" : "no PADDLE_API_KEY");
  // The cheapest authenticated call: one customer at most.
  await deps.paddle.customers.list({ perPage: 1 }).next();
  return ok(`${deps.config.PADDLE_API_URL ?? deps.config.PADDLE_ENV} API answered a customer list`);
}

export async function checkGenerator(deps: AdminDeps, signal: AbortSignal): Promise<Outcome> {
  const { config } = deps;
  if (config.GENERATOR === "builtin") return ok("builtin generator (runs in this process)");
  if (config.GENERATOR === "openai") {
    const url = `${config.OPENAI_BASE_URL.replace(/\/$/, "")}/models`;
    const response = await fetch(url, { signal, headers: config.OPENAI_API_KEY ? { authorization: `Bearer ${config.OPENAI_API_KEY}` } : {} });
    await response.body?.cancel();
    return response.ok ? ok(`GET ${url}: HTTP ${response.status}`) : failed(`GET ${url}: HTTP ${response.status}`);
  }
  if (!config.GENERATOR_WEBHOOK_URL) return skipped("no GENERATOR_WEBHOOK_URL");
  // Any HTTP answer (even 405 to HEAD) proves the workflow's address is reachable.
  const response = await fetch(config.GENERATOR_WEBHOOK_URL, { method: "HEAD", signal });
  return ok(`webhook answered HEAD with HTTP ${response.status}`);
}
