import { randomUUID } from "node:crypto";
import { ADMIN_TEST_EVENT_PREFIX } from "../../../core/admin-console";
import { paddleSignature } from "../../billing/paddle-signature";
import type { AdminDeps } from "../deps";

export interface SentNotification {
  eventId: string;
  status: number;
  /** The error message of an error answer, else the raw body (cut short). */
  message: string;
}

/**
 * Sends one notification to our own webhook endpoint exactly as Paddle would: the body signed with
 * the webhook secret (Paddle-Signature), over HTTP, so it passes the same check and log as a real one.
 * The event id carries ADMIN_TEST_EVENT_PREFIX so a test notification is always recognisable.
 */
export async function sendTestNotification(
  deps: Pick<AdminDeps, "webhookSecret" | "selfUrl">,
  eventType: string,
  data: Record<string, unknown>,
  options: { at?: Date; signal?: AbortSignal } = {},
): Promise<SentNotification> {
  const eventId = `${ADMIN_TEST_EVENT_PREFIX}${randomUUID()}`;
  const body = JSON.stringify({
    event_id: eventId,
    event_type: eventType,
    occurred_at: (options.at ?? new Date()).toISOString(),
    notification_id: `ntf_admintest_${randomUUID()}`,
    data,
  });
  const response = await fetch(`${deps.selfUrl()}/api/webhooks/paddle`, {
    method: "POST",
    headers: { "content-type": "application/json", "paddle-signature": paddleSignature(body, deps.webhookSecret) },
    body,
    signal: options.signal,
  });
  const text = await response.text();
  return { eventId, status: response.status, message: errorMessageOf(text) ?? text.slice(0, 300) };
}

function errorMessageOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === "string" ? parsed.error.message : null;
  } catch {
    return null;
  }
}
