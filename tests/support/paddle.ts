import { checkedFetch } from "./api-contract-check";
import { createHmac, randomUUID } from "node:crypto";

export const WEBHOOK_SECRET = "pdl_ntfset_test_secret_0123456789";
export const PRICES = { creatorMonthly: "pri_local_creator_monthly", proMonthly: "pri_local_pro_monthly", proAnnual: "pri_local_pro_annual" };

/** Paddle-Signature: ts=<unix seconds>;h1=<hex HMAC-SHA256 of "ts:body">, as Paddle Billing signs. */
export function sign(body: string, secret = WEBHOOK_SECRET, ts = Math.floor(Date.now() / 1000)): string {
  return `ts=${ts};h1=${createHmac("sha256", secret).update(`${ts}:${body}`).digest("hex")}`;
}

export function deliver(baseUrl: string, body: string, signature: string | null = sign(body)) {
  return checkedFetch(`${baseUrl}/api/webhooks/paddle`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "paddle-signature": signature }) },
    body,
  });
}

/**
 * Delivers as Paddle does: a delivery refused (a signature older than the 5 s window once a loaded
 * server reaches it) is sent again, freshly signed, up to `attempts` times; the last answer is returned.
 */
export async function deliverAsPaddle(baseUrl: string, body: string, attempts = 3): Promise<Response> {
  let response = await deliver(baseUrl, body);
  for (let attempt = 1; attempt < attempts && response.status === 401; attempt++) response = await deliver(baseUrl, body);
  return response;
}

export function subscriptionEvent(
  userId: string,
  options: { type?: string; status?: string; priceId?: string; at?: Date; subscriptionId?: string; eventId?: string } = {},
) {
  return JSON.stringify({
    event_id: options.eventId ?? `evt_${randomUUID()}`,
    event_type: options.type ?? "subscription.activated",
    occurred_at: (options.at ?? new Date()).toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: options.subscriptionId ?? `sub_${userId}`,
      status: options.status ?? "active",
      customer_id: "ctm_test_1",
      custom_data: { userId },
      items: [{ price: { id: options.priceId ?? PRICES.creatorMonthly }, quantity: 1 }],
    },
  });
}

export function transactionEvent(
  userId: string | null,
  options: {
    transactionId?: string;
    customerId?: string;
    eventId?: string;
    priceId?: string;
    subscriptionId?: string;
    at?: Date;
    /** The transaction's lines; a plan change's proration lists the replaced price with quantity -1. */
    items?: Array<{ priceId: string; quantity: number }>;
    total?: string;
  } = {},
) {
  const items = options.items ?? [{ priceId: options.priceId ?? PRICES.creatorMonthly, quantity: 1 }];
  return JSON.stringify({
    event_id: options.eventId ?? `evt_${randomUUID()}`,
    event_type: "transaction.completed",
    occurred_at: (options.at ?? new Date()).toISOString(),
    data: {
      id: options.transactionId ?? `txn_${randomUUID()}`,
      status: "completed",
      customer_id: options.customerId ?? "ctm_test_1",
      subscription_id: options.subscriptionId ?? `sub_${options.customerId ?? userId ?? "txn"}`,
      custom_data: userId ? { userId } : null,
      items: items.map((item) => ({ price: { id: item.priceId }, quantity: item.quantity })),
      details: { totals: { total: options.total ?? "1400", currency_code: "USD" } },
    },
  });
}

export function customerEvent(customerId: string, email: string, options: { type?: "customer.created" | "customer.updated"; at?: Date } = {}) {
  return JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    event_type: options.type ?? "customer.created",
    occurred_at: (options.at ?? new Date()).toISOString(),
    data: { id: customerId, email },
  });
}

/** The settings of an app that takes payments through Paddle, its API answered at `apiUrl` (a fake Paddle). */
export const paddleModeEnv = (apiKey: string, apiUrl: string) => ({
  PAYMENTS: "paddle",
  PADDLE_CLIENT_TOKEN: "test_client_token",
  PADDLE_API_KEY: apiKey,
  PADDLE_API_URL: apiUrl,
  PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
