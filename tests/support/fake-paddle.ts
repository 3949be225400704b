import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  ICustomerPortalSessionResponse,
  ICustomerResponse,
  IPriceResponse,
  IProductResponse,
  ISubscriptionResponse,
  ITransactionResponse,
  SubscriptionStatus,
  TransactionStatus,
  CurrencyCode,
} from "@paddle/paddle-node-sdk";

export interface PaddleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakePrice {
  id: string;
  /** In cents, as Paddle writes amounts. */
  amount: number;
  interval: "month" | "year";
}

/** Why a call is refused, written out as Paddle's `{ error, meta }` body. */
interface ApiFailure {
  status: number;
  code: string;
  detail: string;
  /** Path under developer.paddle.com/errors/, when not shared/<code>. */
  docs?: string;
  errors?: Array<{ field: string; message: string }>;
}

type Outcome<T> = { data: T } | { failure: ApiFailure };

/** Paddle ids are a prefix and 26 characters, starting with "01". */
const paddleId = (prefix: string) => `${prefix}_01${randomBytes(12).toString("hex")}`;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A local server that answers like Paddle Billing's API for the calls the server makes through
 * the Paddle Node SDK. Responses carry every field the SDK's entity constructors read, so a shape
 * the real API would not send fails here as it would against Paddle. Every request is recorded.
 */
export async function startFakePaddle(options: { apiKey: string; prices: FakePrice[]; checkoutUrl?: string; port?: number }) {
  const requests: PaddleRequest[] = [];
  const customers = new Map<string, ICustomerResponse>();
  const subscriptions = new Map<string, ISubscriptionResponse>();
  const transactions = new Map<string, ITransactionResponse>();
  const checkoutUrl = options.checkoutUrl ?? "https://pay.listcraft.test/pay";
  let failures = 0;
  const created = new Date().toISOString();
  const product: IProductResponse = {
    id: paddleId("pro"),
    name: "Listcraft",
    type: "standard",
    description: "Product listings from photos",
    tax_category: "standard",
    image_url: null,
    custom_data: null,
    status: "active",
    created_at: created,
    updated_at: created,
  };
  const prices = new Map<string, IPriceResponse>(
    options.prices.map((p) => [
      p.id,
      {
        id: p.id,
        product_id: product.id,
        description: `${p.id} (${p.interval}ly)`,
        type: "standard",
        name: p.id,
        billing_cycle: { interval: p.interval, frequency: 1 },
        trial_period: null,
        tax_mode: "account_setting",
        unit_price: { amount: String(p.amount), currency_code: "USD" },
        unit_price_overrides: [],
        quantity: { minimum: 1, maximum: 1 },
        status: "active",
        created_at: created,
        updated_at: created,
      },
    ]),
  );

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": randomUUID() }).end(JSON.stringify(body));
  };
  const ok = (res: ServerResponse, data: unknown, status = 200, extraMeta: Record<string, unknown> = {}) =>
    send(res, status, { data, meta: { request_id: randomUUID(), ...extraMeta } });
  const refuse = (res: ServerResponse, f: ApiFailure) =>
    send(res, f.status, {
      error: {
        type: f.status >= 500 ? "api_error" : "request_error",
        code: f.code,
        detail: f.detail,
        documentation_url: `https://developer.paddle.com/errors/${f.docs ?? `shared/${f.code}`}`,
        ...(f.errors ? { errors: f.errors } : {}),
      },
      meta: { request_id: randomUUID() },
    });
  const notFound = (id: string): ApiFailure => ({ status: 404, code: "not_found", detail: `Entity ${id} not found` });

  function authFailure(header: string | undefined): ApiFailure | null {
    if (!header) return { status: 403, code: "authentication_missing", detail: "Authentication header missing." };
    const match = /^bearer (\S+)$/i.exec(header);
    if (!match) return { status: 403, code: "authentication_malformed", detail: "Authentication header included, but incorrectly formatted." };
    return match[1] === options.apiKey ? null : { status: 403, code: "invalid_token", detail: "Invalid or revoked API key." };
  }

  function portalSession(customerId: string, body: unknown): Outcome<ICustomerPortalSessionResponse> {
    if (!customers.has(customerId)) return { failure: notFound(customerId) };
    const ids = isRecord(body) && Array.isArray(body.subscription_ids) ? body.subscription_ids.map(String) : [];
    const portal = `https://customer-portal.paddle.com/${paddleId("cpl")}`;
    const token = `pga_${randomBytes(24).toString("base64url")}`;
    const data: ICustomerPortalSessionResponse = {
      id: paddleId("cpls"),
      customer_id: customerId,
      urls: {
        general: { overview: `${portal}?action=overview&token=${token}` },
        subscriptions: ids.map((id) => ({
          id,
          cancel_subscription: `${portal}?action=cancel_subscription&subscription_id=${id}&token=${token}`,
          update_subscription_payment_method: `${portal}?action=update_subscription_payment_method&subscription_id=${id}&token=${token}`,
        })),
      },
      created_at: new Date().toISOString(),
    };
    return { data };
  }

  type SubscriptionSeed = {
    id?: string;
    customerId: string;
    priceId: string;
    status: SubscriptionStatus;
    updatedAt: Date;
    customData?: Record<string, unknown> | null;
  };
  function storeSubscription(input: SubscriptionSeed): ISubscriptionResponse {
    const price = prices.get(input.priceId);
    if (!price) throw new Error(`fake Paddle has no price ${input.priceId}`);
    if (!customers.has(input.customerId)) throw new Error(`fake Paddle has no customer ${input.customerId}`);
    const updated = input.updatedAt.toISOString();
    const started = new Date(input.updatedAt.getTime() - 86_400_000).toISOString();
    const live = input.status !== "canceled";
    const periodEnd = new Date(input.updatedAt.getTime() + 30 * 86_400_000).toISOString();
    const id = input.id ?? paddleId("sub");
    const subscription: ISubscriptionResponse = {
      id,
      status: input.status,
      customer_id: input.customerId,
      address_id: subscriptions.get(id)?.address_id ?? paddleId("add"),
      business_id: null,
      currency_code: "USD",
      created_at: started,
      updated_at: updated,
      started_at: started,
      first_billed_at: started,
      next_billed_at: live ? periodEnd : null,
      paused_at: input.status === "paused" ? updated : null,
      canceled_at: live ? null : updated,
      discount: null,
      collection_mode: "automatic",
      billing_details: null,
      current_billing_period: live ? { starts_at: started, ends_at: periodEnd } : null,
      billing_cycle: price.billing_cycle ?? { interval: "month", frequency: 1 },
      scheduled_change: null,
      management_urls: {
        update_payment_method: `https://customer-portal.paddle.com/update?subscription_id=${id}`,
        cancel: `https://customer-portal.paddle.com/cancel?subscription_id=${id}`,
      },
      items: [
        {
          status: live ? "active" : "inactive",
          quantity: 1,
          recurring: true,
          created_at: started,
          updated_at: updated,
          next_billed_at: live ? periodEnd : null,
          price,
          product,
        },
      ],
      custom_data: input.customData ?? null,
      import_meta: null,
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  /** PATCH /subscriptions/{id}: a plan switch replaces the item's price, as Paddle's update does. */
  function updateSubscription(id: string, body: unknown): Outcome<ISubscriptionResponse> {
    const existing = subscriptions.get(id);
    if (!existing) return { failure: { status: 404, code: "not_found", detail: `Subscription ${id} not found.` } };
    const priceId = (body as { items?: Array<{ price_id?: unknown }> } | undefined)?.items?.[0]?.price_id;
    if (typeof priceId !== "string" || !prices.has(priceId)) {
      return { failure: { status: 400, code: "subscription_price_not_found", detail: "The price was not found." } };
    }
    return {
      data: storeSubscription({
        id,
        customerId: existing.customer_id,
        priceId,
        status: existing.status,
        updatedAt: new Date(),
        customData: existing.custom_data,
      }),
    };
  }

  /** POST /subscriptions/{id}/cancel: now (immediately) or as a scheduled change at the period's end. */
  function cancelSubscription(id: string, body: unknown): Outcome<ISubscriptionResponse> {
    const existing = subscriptions.get(id);
    if (!existing) return { failure: { status: 404, code: "not_found", detail: `Subscription ${id} not found.` } };
    if (existing.status === "canceled") {
      return {
        failure: {
          status: 400,
          code: "subscription_is_canceled_action_invalid",
          docs: "subscriptions/subscription_is_canceled_action_invalid",
          detail: "action can't be performed on canceled subscription",
        },
      };
    }
    const when = isRecord(body) ? body.effective_from : undefined;
    if (when !== undefined && when !== null && when !== "immediately" && when !== "next_billing_period") {
      return {
        failure: {
          status: 400,
          code: "bad_request",
          detail: "Invalid request.",
          errors: [{ field: "effective_from", message: "must be immediately or next_billing_period" }],
        },
      };
    }
    if (when === "immediately") {
      const priceId = existing.items[0]?.price?.id ?? "";
      return {
        data: storeSubscription({ id, customerId: existing.customer_id, priceId, status: "canceled", updatedAt: new Date(), customData: existing.custom_data }),
      };
    }
    const effectiveAt = existing.current_billing_period?.ends_at ?? new Date().toISOString();
    const scheduled: ISubscriptionResponse = {
      ...existing,
      scheduled_change: { action: "cancel", effective_at: effectiveAt, resume_at: null },
      updated_at: new Date().toISOString(),
    };
    subscriptions.set(id, scheduled);
    return { data: scheduled };
  }

  function createTransaction(body: unknown): Outcome<ITransactionResponse> {
    const items = isRecord(body) && Array.isArray(body.items) ? body.items : [];
    const invalid =
      items.length === 0 || items.some((i) => !isRecord(i) || typeof i.price_id !== "string" || !Number.isInteger(i.quantity) || Number(i.quantity) < 1);
    if (!isRecord(body) || invalid) {
      return {
        failure: {
          status: 400,
          code: "bad_request",
          detail: "Invalid request.",
          errors: [{ field: "items", message: "items need a price_id and a quantity of at least 1" }],
        },
      };
    }
    const wanted = items as Array<{ price_id: string; quantity: number }>;
    const missing = wanted.filter((i) => !prices.has(i.price_id)).map((i) => i.price_id);
    if (missing.length > 0) {
      return {
        failure: {
          status: 400,
          code: "transaction_price_not_found",
          docs: "transactions/transaction_price_not_found",
          detail: `One or more provided price_ids could not be found, provided: ${missing.join(", ")}`,
        },
      };
    }
    const customerId = typeof body.customer_id === "string" ? body.customer_id : null;
    if (customerId && !customers.has(customerId)) return { failure: notFound(customerId) };
    // checkout.url replaces the default payment link; Paddle takes only https addresses.
    const ownUrl = isRecord(body.checkout) && typeof body.checkout.url === "string" ? body.checkout.url : null;
    if (ownUrl !== null && !/^https:\/\/[^\s]+$/.test(ownUrl)) {
      return {
        failure: { status: 400, code: "bad_request", detail: "Invalid request.", errors: [{ field: "checkout.url", message: "must match ^https://[^\\s]+$" }] },
      };
    }
    const data = storeTransaction({
      customerId,
      lines: wanted.map((i) => ({ priceId: i.price_id, quantity: i.quantity })),
      status: "draft",
      customData: isRecord(body.custom_data) ? body.custom_data : null,
      checkoutUrl: ownUrl ?? checkoutUrl,
    });
    return { data };
  }

  type TransactionSeed = {
    id?: string;
    customerId: string | null;
    lines: Array<{ priceId: string; quantity: number }>;
    status: TransactionStatus;
    /** Minor units; the prices' sum unless given (a discounted or adjusted payment). */
    total?: string;
    currency?: CurrencyCode;
    createdAt?: Date;
    customData?: Record<string, unknown> | null;
    checkoutUrl?: string;
  };
  /** Keeps a transaction as GET /transactions answers it; paid ones carry billed_at. */
  function storeTransaction(input: TransactionSeed): ITransactionResponse {
    const lines = input.lines.map((l) => {
      const price = prices.get(l.priceId);
      if (!price) throw new Error(`fake Paddle has no price ${l.priceId}`);
      return { price, quantity: l.quantity };
    });
    if (input.customerId && !customers.has(input.customerId)) throw new Error(`fake Paddle has no customer ${input.customerId}`);
    const id = input.id ?? paddleId("txn");
    const at = (input.createdAt ?? new Date()).toISOString();
    const currency = input.currency ?? "USD";
    const total = input.total ?? String(lines.reduce((sum, l) => sum + Number(l.price.unit_price.amount) * l.quantity, 0));
    const billed = ["billed", "paid", "completed", "past_due"].includes(input.status);
    const data: ITransactionResponse = {
      id,
      status: input.status,
      customer_id: input.customerId,
      address_id: billed && input.customerId ? paddleId("add") : null,
      business_id: null,
      custom_data: input.customData ?? null,
      currency_code: currency,
      origin: billed ? "web" : "api",
      subscription_id: null,
      invoice_id: billed ? paddleId("inv") : null,
      invoice_number: null,
      collection_mode: "automatic",
      discount_id: null,
      billing_details: null,
      billing_period: null,
      items: lines.map((l) => ({ price_id: l.price.id, price: l.price, quantity: l.quantity })),
      details: {
        tax_rates_used: [],
        totals: {
          subtotal: total,
          discount: "0",
          tax: "0",
          total,
          credit: "0",
          credit_to_balance: "0",
          balance: billed ? "0" : total,
          grand_total: total,
          grand_total_tax: "0",
          fee: null,
          earnings: null,
          currency_code: currency,
        },
        line_items: lines.map((l) => ({ id: paddleId("txnitm"), price_id: l.price.id, quantity: l.quantity, tax_rate: "0", product })),
      },
      payments: [],
      checkout: { url: `${input.checkoutUrl ?? checkoutUrl}?_ptxn=${id}` },
      created_at: at,
      updated_at: at,
      billed_at: billed ? at : null,
    };
    transactions.set(id, data);
    return data;
  }

  /** GET /transactions: filters by customer_id / id / status (comma-separated), order_by, cursor pages by id. */
  function listTransactions(res: ServerResponse, query: URLSearchParams, baseUrl: string) {
    const perPage = Number(query.get("per_page") ?? 30);
    const order = /^(id|created_at|billed_at|updated_at)\[(ASC|DESC)\]$/.exec(query.get("order_by") ?? "id[DESC]");
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 30 || !order) {
      refuse(res, {
        status: 400,
        code: "bad_request",
        detail: "Invalid request.",
        errors: [{ field: order ? "per_page" : "order_by", message: order ? "must be between 1 and 30" : "invalid order" }],
      });
      return;
    }
    const filter = (name: string) => query.get(name)?.split(",").filter(Boolean);
    const [customerIds, ids, statuses] = [filter("customer_id"), filter("id"), filter("status")];
    const field = order[1] as "id" | "created_at" | "billed_at" | "updated_at";
    const sign = order[2] === "ASC" ? 1 : -1;
    const matching = [...transactions.values()]
      .filter((t) => (!customerIds || customerIds.includes(t.customer_id ?? "")) && (!ids || ids.includes(t.id)) && (!statuses || statuses.includes(t.status)))
      .sort((a, b) => sign * ((a[field] ?? "").localeCompare(b[field] ?? "") || a.id.localeCompare(b.id)));
    const after = query.get("after");
    const start = after ? matching.findIndex((t) => t.id === after) + 1 : 0;
    const rest = matching.slice(start);
    const page = rest.slice(0, perPage);
    const next = new URLSearchParams(query);
    next.set("after", page.at(-1)?.id ?? after ?? "");
    ok(res, page, 200, {
      pagination: { per_page: perPage, next: `${baseUrl}/transactions?${next}`, has_more: rest.length > perPage, estimated_total: matching.length },
    });
  }

  /** GET /subscriptions: filters by customer_id / id / status (comma-separated), cursor pages by id. */
  function listSubscriptions(res: ServerResponse, query: URLSearchParams, baseUrl: string) {
    const perPage = Number(query.get("per_page") ?? 50);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) {
      refuse(res, { status: 400, code: "bad_request", detail: "Invalid request.", errors: [{ field: "per_page", message: "must be between 1 and 200" }] });
      return;
    }
    const filter = (name: string) => query.get(name)?.split(",").filter(Boolean);
    const [customerIds, ids, statuses] = [filter("customer_id"), filter("id"), filter("status")];
    const after = query.get("after") ?? "";
    const matching = [...subscriptions.values()]
      .filter((s) => (!customerIds || customerIds.includes(s.customer_id)) && (!ids || ids.includes(s.id)) && (!statuses || statuses.includes(s.status)))
      .sort((a, b) => a.id.localeCompare(b.id));
    const rest = matching.filter((s) => s.id > after);
    const page = rest.slice(0, perPage);
    const next = new URLSearchParams(query);
    next.set("after", page.at(-1)?.id ?? after);
    ok(res, page, 200, {
      pagination: { per_page: perPage, next: `${baseUrl}/subscriptions?${next}`, has_more: rest.length > perPage, estimated_total: matching.length },
    });
  }

  /** GET /customers: filters by email (comma-separated, exact address, any case) and id. */
  function listCustomers(res: ServerResponse, query: URLSearchParams, baseUrl: string) {
    const filter = (name: string) => query.get(name)?.split(",").filter(Boolean);
    const emails = filter("email")?.map((email) => email.toLowerCase());
    const ids = filter("id");
    const matching = [...customers.values()].filter((c) => (!emails || emails.includes(c.email.toLowerCase())) && (!ids || ids.includes(c.id)));
    const perPage = Number(query.get("per_page") ?? 50);
    ok(res, matching.slice(0, perPage), 200, {
      pagination: { per_page: perPage, next: `${baseUrl}/customers?${query}`, has_more: matching.length > perPage, estimated_total: matching.length },
    });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://paddle.local");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text; // recorded as it came; a POST answers 400 below
    }
    const method = req.method ?? "GET";
    requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body });

    const denied = authFailure(req.headers.authorization);
    if (denied) return refuse(res, denied);
    if (failures > 0) {
      failures--;
      return refuse(res, { status: 500, code: "internal_error", detail: "An internal error has occurred, please try again." });
    }
    if (method === "POST" && typeof body === "string")
      return refuse(res, { status: 400, code: "bad_request", detail: "Invalid request.", errors: [{ field: "body", message: "not valid JSON" }] });

    const portalPath = /^\/customers\/([^/]+)\/portal-sessions$/.exec(url.pathname);
    const customerPath = /^\/customers\/([^/]+)$/.exec(url.pathname);
    const answer = (result: Outcome<unknown>) => ("failure" in result ? refuse(res, result.failure) : ok(res, result.data, 201));
    if (method === "POST" && portalPath?.[1]) return answer(portalSession(portalPath[1], body));
    if (method === "POST" && url.pathname === "/transactions") return answer(createTransaction(body));
    const subscriptionPath = /^\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (method === "PATCH" && subscriptionPath?.[1]) {
      const result = updateSubscription(subscriptionPath[1], body);
      return "failure" in result ? refuse(res, result.failure) : ok(res, result.data);
    }
    const cancelPath = /^\/subscriptions\/([^/]+)\/cancel$/.exec(url.pathname);
    if (method === "POST" && cancelPath?.[1]) {
      const result = cancelSubscription(cancelPath[1], body);
      return "failure" in result ? refuse(res, result.failure) : ok(res, result.data);
    }
    if (method === "GET" && url.pathname === "/subscriptions") return listSubscriptions(res, url.searchParams, baseUrl);
    if (method === "GET" && url.pathname === "/transactions") return listTransactions(res, url.searchParams, baseUrl);
    const transactionPath = /^\/transactions\/([^/]+)$/.exec(url.pathname);
    if (method === "GET" && transactionPath?.[1]) {
      const transaction = transactions.get(transactionPath[1]);
      return transaction ? ok(res, transaction) : refuse(res, notFound(transactionPath[1]));
    }
    if (method === "GET" && url.pathname === "/customers") return listCustomers(res, url.searchParams, baseUrl);
    if (method === "GET" && customerPath?.[1]) {
      const customer = customers.get(customerPath[1]);
      return customer ? ok(res, customer) : refuse(res, notFound(customerPath[1]));
    }
    refuse(res, { status: 404, code: "not_found", detail: `No route ${method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    /** The next `count` authorised calls answer 500, as Paddle does when it has a fault. */
    failNext(count = 1) {
      failures = count;
    },
    seedCustomer(input: { id?: string; email: string }): ICustomerResponse {
      const now = new Date().toISOString();
      const customer: ICustomerResponse = {
        id: input.id ?? paddleId("ctm"),
        name: null,
        email: input.email,
        marketing_consent: false,
        status: "active",
        custom_data: null,
        locale: "en",
        created_at: now,
        updated_at: now,
      };
      customers.set(customer.id, customer);
      return customer;
    },
    /** Adds or replaces a subscription; `updatedAt` is the moment of this state. */
    seedSubscription: (input: SubscriptionSeed) => storeSubscription(input),
    /** Adds or replaces a transaction (a payment, or a checkout left unpaid). */
    seedTransaction: (input: TransactionSeed) => storeTransaction(input),
    /** The subscription as Paddle now holds it. */
    subscription: (id: string) => subscriptions.get(id),
    /** Forgets recorded requests and pending failures; seeded data stays. */
    reset() {
      requests.length = 0;
      failures = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePaddle = Awaited<ReturnType<typeof startFakePaddle>>;
