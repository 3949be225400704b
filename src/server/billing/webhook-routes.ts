import { Paddle } from "@paddle/paddle-node-sdk";
import { Hono } from "hono";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { errorBody, jsonOrThrow, parseOrThrow } from "../http/errors";
import { JOBS } from "../jobs/definitions";
import type { Queue } from "../jobs/queue";
import { paddleEnvelope } from "./paddle-event";
import { isDatedAhead } from "./paddle-signature";
import { eventReceiver, type CustomerLookup } from "./receive-event";

/**
 * Paddle's notifications. The signature is checked by the Paddle SDK on the raw body (never
 * re-serialised JSON); the event is stored first and applied by a job, so the answer is quick
 * and a failure is retried by the queue rather than lost.
 */
export function paddleWebhookRoutes(deps: { db: Db; queue: Queue; secret: string; paddle: Paddle | null; logger: Logger }) {
  // Verifying needs no API key; the SDK's webhook helper works without one.
  const verifier = deps.paddle ?? new Paddle("local-webhook-verification-only");
  const enqueue = batchedEnqueue(deps.queue, deps.logger);
  const api = deps.paddle;
  const lookup: CustomerLookup | null = api ? async (customerId) => (await api.customers.get(customerId)).email : null;
  const receive = eventReceiver(deps.db, lookup);
  return new Hono().post("/paddle", async (c) => {
    const signature = c.req.header("paddle-signature");
    const raw = await c.req.text();
    const valid =
      signature && !isDatedAhead(signature) ? await verifier.webhooks.isSignatureValid(raw, deps.secret, signature).catch(() => false) : false;
    if (!valid) return c.json(errorBody("UNAUTHORIZED", "Invalid Paddle signature"), 401);
    const event = parseOrThrow(paddleEnvelope, jsonOrThrow(raw));
    const { stored } = await receive(event);
    // The event is in the log, so the answer need not wait for the queue: a send lost with the
    // process is re-sent by the reconciler, and a refresh applies stored events itself.
    if (stored) enqueue(event.event_id);
    return c.json({ received: true, duplicate: !stored });
  });
}

/**
 * Collects the events stored during one turn of the event loop and queues them with one insert,
 * so a burst of notifications does not queue up behind its own job inserts on the pool.
 */
function batchedEnqueue(queue: Queue, logger: Logger) {
  let waiting: string[] = [];
  const flush = () => {
    const eventIds = waiting;
    waiting = [];
    queue
      .sendMany(
        JOBS.paddleEvent,
        eventIds.map((eventId) => ({ eventId, attempt: 1 })),
      )
      .catch((error: unknown) => logger.warn("could not enqueue Paddle events", { eventIds, error }));
  };
  return (eventId: string) => {
    if (waiting.push(eventId) === 1) setImmediate(flush);
  };
}
