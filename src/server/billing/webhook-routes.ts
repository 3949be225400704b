import { Paddle } from "@paddle/paddle-node-sdk";
import { Hono } from "hono";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { errorBody, parseOrThrow } from "../http/errors";
import { QUEUES, type Queue } from "../jobs/queue";
import { paddleEnvelope } from "./paddle-event";
import { receiveEvent, type CustomerLookup } from "./receive-event";

/**
 * Paddle's notifications. The signature is checked by the Paddle SDK on the raw body (never
 * re-serialised JSON); the event is stored first and applied by a job, so the answer is quick
 * and a failure is retried by the queue rather than lost.
 */
export function paddleWebhookRoutes(deps: { db: Db; queue: Queue; secret: string; paddle: Paddle | null; logger: Logger }) {
  // Verifying needs no API key; the SDK's webhook helper works without one.
  const verifier = deps.paddle ?? new Paddle("local-webhook-verification-only");
  const api = deps.paddle;
  const lookup: CustomerLookup | null = api ? async (customerId) => (await api.customers.get(customerId)).email : null;
  return new Hono().post("/paddle", async (c) => {
    const signature = c.req.header("paddle-signature");
    const raw = await c.req.text();
    const valid = signature ? await verifier.webhooks.isSignatureValid(raw, deps.secret, signature).catch(() => false) : false;
    if (!valid) return c.json(errorBody("UNAUTHORIZED", "Invalid Paddle signature"), 401);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return c.json(errorBody("BAD_REQUEST", "The body is not valid JSON"), 400);
    }
    const event = parseOrThrow(paddleEnvelope, json);
    const { stored } = await receiveEvent(deps.db, event, lookup);
    if (stored) {
      // The event is in the log, so the answer need not wait for the queue: a send lost with the
      // process is re-sent by the reconciler, and a refresh applies stored events itself.
      deps.queue
        .send(QUEUES.paddleEvent, { eventId: event.event_id, attempt: 1 })
        .catch((error: unknown) => deps.logger.warn("could not enqueue a Paddle event", { eventId: event.event_id, error: String(error) }));
    }
    return c.json({ received: true, duplicate: !stored });
  });
}
