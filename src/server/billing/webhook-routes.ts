import type { Paddle } from "@paddle/paddle-node-sdk";
import { Hono } from "hono";
import type { Db } from "../db/client";
import type { Logger } from "../runtime/logger";
import { jsonOrThrow, parseOrThrow } from "../http/errors";
import type { Queue } from "../jobs/queue";
import { batchedEnqueue } from "./batched-enqueue";
import { paddleEnvelope } from "./paddle-event";
import { eventReceiver, type CustomerLookup } from "./receive-event";
import { signatureVerifier } from "./verify-signature";

/**
 * Paddle's notifications (decision 010). The signature is checked on the raw body; the event is
 * stored first and applied by a job, so the answer is quick and a failure is retried by the queue
 * rather than lost.
 */
export function paddleWebhookRoutes(deps: { db: Db; queue: Queue; secret: string; paddle: Paddle | null; logger: Logger }) {
  const verify = signatureVerifier(deps.paddle, deps.secret);
  const enqueue = batchedEnqueue(deps.queue, deps.logger);
  const api = deps.paddle;
  const lookup: CustomerLookup | null = api ? async (customerId) => (await api.customers.get(customerId)).email : null;
  const receive = eventReceiver(deps.db, lookup);
  return new Hono().post("/paddle", async (c) => {
    const raw = await c.req.text();
    await verify(raw, c.req.header("paddle-signature"));
    const event = parseOrThrow(paddleEnvelope, jsonOrThrow(raw));
    const { stored } = await receive(event);
    // The event is in the log, so the answer need not wait for the queue: a send lost with the
    // process is re-sent by the reconciler, and a refresh applies stored events itself.
    if (stored) enqueue(event.event_id);
    return c.json({ received: true, duplicate: !stored });
  });
}
