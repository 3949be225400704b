import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CheckoutResponse, TrialOfferResponse } from "../../src/core/api-types";
import { PLANS } from "../../src/core/plans";
import { billingAlerts, billingEvents, trialLedger, user } from "../../src/server/db/schema";
import { backends } from "../support/databases";
import { startFakePaddle, type FakePaddle, type FakePrice } from "../support/fake-paddle";
import { HttpClient } from "../support/http-client";
import { customerEvent, deliver, paddleModeEnv, PRICES } from "../support/paddle";
import { STRONG_PASSWORD, startTestApp, type TestApp } from "../support/test-app";

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const DAY_MS = 24 * 60 * 60 * 1000;
const CREATOR = { tier: "creator", interval: "monthly" } as const;
/** The plans' prices without a trial period (PADDLE_PRICE_*_NO_TRIAL). */
const NO_TRIAL = {
  PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL: "pri_local_creator_monthly_no_trial",
  PADDLE_PRICE_CREATOR_ANNUAL_NO_TRIAL: "pri_local_creator_annual_no_trial",
  PADDLE_PRICE_PRO_MONTHLY_NO_TRIAL: "pri_local_pro_monthly_no_trial",
  PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL: "pri_local_pro_annual_no_trial",
};
/** An address no earlier run or test has used; `local` may carry dots, the domain is the caller's. */
const fresh = (local: string, domain = "example.com") => `${local}.${randomUUID().slice(0, 8)}@${domain}`;

/** A confirmed, signed-in account with this address. */
async function signedUp(app: TestApp, email: string) {
  const client = app.client();
  const { body } = await app.signUp(client, { email });
  await app.confirmEmail(body.user.id);
  return { client, userId: body.user.id };
}
const trialOffer = async (client: HttpClient) => json<TrialOfferResponse>(await client.get("/api/billing/trial"));

/** No ledger row holds the address, its local part, or the address as the ledger normalises it. */
async function expectNoAddressIn(app: TestApp, ...emails: string[]) {
  const rows = JSON.stringify(await app.db.select().from(trialLedger)).toLowerCase();
  for (const email of emails) {
    const local = email.toLowerCase().split("@")[0] ?? "";
    for (const text of [email.toLowerCase(), local, local.replaceAll(".", "")]) expect(rows).not.toContain(text);
  }
}

/**
 * The trial ledger (issue 30) with simulated payments: one free trial per person, whatever the
 * account, alias or deletion in between; the worker is off, so a refresh applies stored events.
 */
describe.each(backends)("one free trial per person with simulated payments on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend);
  });
  afterAll(async () => {
    await app?.close();
  });

  const startTrial = (client: HttpClient) => client.post("/api/billing/simulated/trial", CREATOR);

  it("refuses a second trial after the account is deleted and signed up again with the same address", async () => {
    const email = fresh("returning");
    const first = await signedUp(app, email);
    expect(await trialOffer(first.client)).toEqual({ available: true, days: 7 });
    const started = await startTrial(first.client);
    expect(started.status).toBe(200);
    const { subscriptionId } = await json<{ subscriptionId: string }>(started);
    // Recorded as it starts, before any notification is applied.
    const [recorded] = await app.db.select().from(trialLedger).where(eq(trialLedger.subscriptionId, subscriptionId));
    expect(recorded?.emailKey).toMatch(/^[0-9a-f]{64}$/);
    expect(await trialOffer(first.client)).toEqual({ available: false, days: 7 });

    expect((await first.client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(await app.db.select().from(user).where(eq(user.id, first.userId))).toEqual([]);
    // The ledger keeps the trial, and no address.
    const kept = await app.db
      .select()
      .from(trialLedger)
      .where(eq(trialLedger.emailKey, recorded?.emailKey ?? ""));
    expect(kept.map((row) => row.subscriptionId)).toContain(subscriptionId);
    await expectNoAddressIn(app, email);

    const again = await signedUp(app, email.toUpperCase());
    expect(await trialOffer(again.client)).toEqual({ available: false, days: 7 });
    const refused = await startTrial(again.client);
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe("You have already had your free trial.");
    expect(await app.db.select().from(billingEvents).where(eq(billingEvents.userId, again.userId))).toEqual([]);
    // Paying, without a trial, is still open to them.
    expect((await again.client.post("/api/billing/simulated/pay", CREATOR)).status).toBe(200);
  });

  it("refuses a second trial to a +tag alias of the address", async () => {
    const email = fresh("tagged");
    const [local, domain] = email.split("@");
    const first = await signedUp(app, email);
    expect((await startTrial(first.client)).status).toBe(200);

    const alias = await signedUp(app, `${local}+second-trial@${domain}`);
    expect(await trialOffer(alias.client)).toEqual({ available: false, days: 7 });
    expect((await startTrial(alias.client)).status).toBe(409);
    // Someone else at the same domain still gets theirs.
    const stranger = await signedUp(app, fresh("stranger"));
    expect(await trialOffer(stranger.client)).toEqual({ available: true, days: 7 });
    expect((await startTrial(stranger.client)).status).toBe(200);
    await expectNoAddressIn(app, email);
  });

  it("refuses a second trial to a dotted Gmail alias, at gmail.com or googlemail.com", async () => {
    const id = randomUUID().slice(0, 8);
    const first = await signedUp(app, `jane.doe.${id}@gmail.com`);
    expect((await startTrial(first.client)).status).toBe(200);

    for (const alias of [`j.a.n.e.d.o.e${id}@gmail.com`, `JaneDoe${id}+pro@googlemail.com`]) {
      const other = await signedUp(app, alias);
      expect(await trialOffer(other.client), alias).toEqual({ available: false, days: 7 });
      expect((await startTrial(other.client)).status, alias).toBe(409);
    }
    await expectNoAddressIn(app, `jane.doe.${id}@gmail.com`);
  });

  it("keeps a trial recorded before the ledger when its account is deleted, under the account's last address", async () => {
    const email = fresh("before-ledger");
    const first = await signedUp(app, email);
    const { subscriptionId } = await json<{ subscriptionId: string }>(await startTrial(first.client));
    await first.client.post("/api/subscription/refresh");
    // As a trial from before this release: the subscription knows it, the ledger does not; and the address changed since.
    await app.db.delete(trialLedger).where(eq(trialLedger.subscriptionId, subscriptionId));
    const changed = fresh("changed-address");
    await app.db.update(user).set({ email: changed }).where(eq(user.id, first.userId));
    expect((await first.client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);

    const again = await signedUp(app, changed);
    expect(await trialOffer(again.client)).toEqual({ available: false, days: 7 });
    expect((await startTrial(again.client)).status).toBe(409);
    await expectNoAddressIn(app, email, changed);
  });
});

/** Paddle's prices in these tests, the ones without a trial period included. */
const CATALOG: FakePrice[] = [
  { id: PRICES.creatorMonthly, amount: PLANS.creator.monthlyPrice * 100, interval: "month" },
  { id: NO_TRIAL.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL, amount: PLANS.creator.monthlyPrice * 100, interval: "month" },
];

/** A subscription notification as Paddle sends one; with `trialEnd`, for a price with a trial period. */
function subscriptionNotice(
  userId: string,
  customerId: string,
  options: { type: string; status: string; subscriptionId: string; priceId: string; trialEnd?: Date },
) {
  const trialDates = options.trialEnd && {
    starts_at: new Date(options.trialEnd.getTime() - 7 * DAY_MS).toISOString(),
    ends_at: options.trialEnd.toISOString(),
  };
  return JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    event_type: options.type,
    occurred_at: new Date().toISOString(),
    notification_id: `ntf_${randomUUID()}`,
    data: {
      id: options.subscriptionId,
      status: options.status,
      customer_id: customerId,
      custom_data: { userId },
      items: [{ price: { id: options.priceId }, quantity: 1, ...(trialDates ? { trial_dates: trialDates } : {}) }],
      current_billing_period: options.status === "trialing" ? trialDates : null,
    },
  });
}

describe.each(backends)("one free trial per person with Paddle on %s", (backend) => {
  const API_KEY = "pdl_trial_ledger_key";
  let fake: FakePaddle;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakePaddle({ apiKey: API_KEY, prices: CATALOG });
    app = await startTestApp(backend, { ...paddleModeEnv(API_KEY, fake.url), ...NO_TRIAL });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  const checkoutPrice = async (client: HttpClient) => {
    const response = await client.post("/api/billing/checkout", CREATOR);
    expect(response.status).toBe(200);
    return (await json<CheckoutResponse>(response)).priceId;
  };
  const notify = async (body: string) => expect((await deliver(app.url, body)).status).toBe(200);
  const refresh = async (client: HttpClient) => json<{ tier: string }>(await client.post("/api/subscription/refresh"));
  /** A Paddle customer with this address that a customer.created notification told us about. */
  const paddleCustomer = async (email: string) => {
    const customer = fake.seedCustomer({ email });
    await notify(customerEvent(customer.id, email));
    return customer.id;
  };
  /** The account takes the trial, then cancels during it, as Paddle notifies both. */
  const trialThenCancel = async (client: HttpClient, userId: string, customerId: string) => {
    const subscriptionId = `sub_trial_${randomUUID()}`;
    const trialEnd = new Date(Date.now() + 7 * DAY_MS);
    const trial = { subscriptionId, priceId: PRICES.creatorMonthly, trialEnd };
    await notify(subscriptionNotice(userId, customerId, { ...trial, type: "subscription.created", status: "trialing" }));
    expect(await refresh(client)).toMatchObject({ tier: "creator" });
    await notify(subscriptionNotice(userId, customerId, { ...trial, type: "subscription.canceled", status: "canceled" }));
    expect(await refresh(client)).toMatchObject({ tier: "free" });
    return subscriptionId;
  };

  it("sells a customer who cancelled during the trial the price without a trial, by overlay and by direct link", async () => {
    const email = fresh("paddle-returning");
    const { client, userId } = await signedUp(app, email);
    expect(await trialOffer(client)).toEqual({ available: true, days: 7 });
    expect(await checkoutPrice(client)).toBe(PRICES.creatorMonthly);
    const customerId = await paddleCustomer(email);
    const subscriptionId = await trialThenCancel(client, userId, customerId);
    const [recorded] = await app.db.select().from(trialLedger).where(eq(trialLedger.subscriptionId, subscriptionId));
    expect(recorded).toMatchObject({ paddleCustomerId: customerId, emailKey: expect.stringMatching(/^[0-9a-f]{64}$/) });

    expect(await trialOffer(client)).toEqual({ available: false, days: 7 });
    expect(await checkoutPrice(client)).toBe(NO_TRIAL.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL);
    const link = await client.post("/api/billing/checkout-link", CREATOR);
    expect(link.status).toBe(200);
    const created = fake.requests.filter((r) => r.method === "POST" && r.path === "/transactions");
    expect(created.map((r) => r.body)).toEqual([
      expect.objectContaining({ items: [{ price_id: NO_TRIAL.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL, quantity: 1 }] }),
    ]);

    // The price without a trial is the same plan: paying for it gives Creator.
    const paid = `sub_paid_${randomUUID()}`;
    await notify(
      subscriptionNotice(userId, customerId, {
        type: "subscription.activated",
        status: "active",
        subscriptionId: paid,
        priceId: NO_TRIAL.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL,
      }),
    );
    expect(await refresh(client)).toMatchObject({ tier: "creator", maxProducts: 10, billingInterval: "monthly" });
    await expectNoAddressIn(app, email);
  });

  it("sells the price without a trial after the account is deleted and signed up again, or under an alias", async () => {
    const email = fresh("paddle-deleted");
    const [local, domain] = email.split("@");
    const first = await signedUp(app, email);
    await trialThenCancel(first.client, first.userId, await paddleCustomer(email));
    expect((await first.client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);

    const again = await signedUp(app, email);
    expect(await checkoutPrice(again.client)).toBe(NO_TRIAL.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL);
    const alias = await signedUp(app, `${local}+again@${domain}`);
    expect(await checkoutPrice(alias.client)).toBe(NO_TRIAL.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL);
    expect(await trialOffer(alias.client)).toEqual({ available: false, days: 7 });
    await expectNoAddressIn(app, email);
  });

  it("sells the price without a trial to the Paddle customer who had the trial, under a new address of theirs", async () => {
    const email = fresh("paddle-moved");
    const first = await signedUp(app, email);
    const customerId = await paddleCustomer(email);
    await trialThenCancel(first.client, first.userId, customerId);
    expect((await first.client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);

    // A new account under another address; the customer changes their address in Paddle to it.
    const moved = fresh("paddle-moved-to");
    const next = await signedUp(app, moved);
    expect(await checkoutPrice(next.client)).toBe(PRICES.creatorMonthly);
    await notify(customerEvent(customerId, moved, { type: "customer.updated" }));
    expect(await trialOffer(next.client)).toEqual({ available: false, days: 7 });
    expect(await checkoutPrice(next.client)).toBe(NO_TRIAL.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL);
  });

  it("alerts the admin when Paddle starts a second trial anyway (a checkout opened with the trial price by hand)", async () => {
    const email = fresh("paddle-crafted");
    const { client, userId } = await signedUp(app, email);
    const customerId = await paddleCustomer(email);
    await trialThenCancel(client, userId, customerId);
    const second = `sub_second_${randomUUID()}`;
    const notice = subscriptionNotice(userId, customerId, {
      type: "subscription.created",
      status: "trialing",
      subscriptionId: second,
      priceId: PRICES.creatorMonthly,
      trialEnd: new Date(Date.now() + 7 * DAY_MS),
    });
    await notify(notice);
    await refresh(client);
    const alerts = await app.db
      .select()
      .from(billingAlerts)
      .where(eq(billingAlerts.eventId, (JSON.parse(notice) as { event_id: string }).event_id));
    expect(alerts.map((a) => a.error)).toEqual([expect.stringContaining(`Subscription ${second} started a free trial for a customer who has had one`)]);
  });

  it("refuses a returning customer's checkout, changing nothing, where no price without a trial is set", async () => {
    const bare = await app.launch({
      PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL: "",
      PADDLE_PRICE_CREATOR_ANNUAL_NO_TRIAL: "",
      PADDLE_PRICE_PRO_MONTHLY_NO_TRIAL: "",
      PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL: "",
    });
    const email = fresh("paddle-unconfigured");
    const { client, userId } = await signedUp(app, email);
    await trialThenCancel(client, userId, await paddleCustomer(email));
    // The same account on a server over the same database, started without those prices.
    const onBare = new HttpClient(bare.url, bare.url);
    for (const [name, value] of client.cookies) onBare.cookies.set(name, value);
    for (const path of ["/api/billing/checkout", "/api/billing/checkout-link"]) {
      const refused = await onBare.post(path, CREATOR);
      expect(refused.status, path).toBe(503);
      expect((await json<{ error: { message: string } }>(refused)).error.message).toContain("You have had your free trial");
    }
    expect(fake.requests.filter((r) => r.method === "POST")).toEqual([]);
  });
});
