import { z } from "zod";
import { json, okSchema, routes } from "./define";
import {
  apiSubscriptionSchema,
  billingUrlResponseSchema,
  checkoutResponseSchema,
  paddleSubscriptionsResponseSchema,
  simulatedPayResponseSchema,
  simulatedTrialResponseSchema,
  syncCheckResponseSchema,
  trialOfferResponseSchema,
} from "./schemas";

/** The plan to buy: POST /api/billing/checkout, /checkout-link, /change-plan and the simulated ones. */
export const checkoutRequestSchema = z.object({ tier: z.enum(["creator", "pro"]), interval: z.enum(["monthly", "annual"]) }).strict();
export const cancelRequestSchema = z.object({ subscriptionId: z.string().min(1).max(100) }).strict();
/** How Paddle ends a simulated trial (charged, or canceled). */
export const endTrialRequestSchema = z.object({ outcome: z.enum(["active", "canceled"]) }).strict();

const simulated = "PAYMENTS=simulated";

/** The plan, checkout and Paddle's notifications (src/server/plan, src/server/billing; decisions 010, 011). */
export const billingContract = routes({
  "GET /api/subscription": { summary: "The plan and its usage", access: "user", responses: { 200: json(apiSubscriptionSchema) } },
  "POST /api/subscription/refresh": { summary: "Brings the plan up to date, then reads it", access: "user", responses: { 200: json(apiSubscriptionSchema) } },
  "POST /api/subscription/sync-check": {
    summary: "Whether bringing the plan up to date changed it",
    access: "user",
    responses: { 200: json(syncCheckResponseSchema) },
  },
  "POST /api/billing/checkout": {
    summary: "What Paddle's overlay needs",
    access: "user",
    body: checkoutRequestSchema,
    responses: { 200: json(checkoutResponseSchema) },
  },
  "POST /api/billing/checkout-link": {
    summary: "A direct checkout link (the fallback)",
    access: "user",
    body: checkoutRequestSchema,
    responses: { 200: json(billingUrlResponseSchema) },
  },
  "POST /api/billing/portal": { summary: "A link to Paddle's customer portal", access: "user", responses: { 200: json(billingUrlResponseSchema) } },
  "POST /api/billing/change-plan": {
    summary: "Switches the paid plan or period",
    access: "user",
    body: checkoutRequestSchema,
    responses: { 200: json(apiSubscriptionSchema) },
  },
  "GET /api/billing/subscriptions": {
    summary: "The account's Paddle subscriptions",
    access: "user",
    responses: { 200: json(paddleSubscriptionsResponseSchema) },
  },
  "GET /api/billing/trial": {
    summary: "Whether the account may start a free trial (issue 30)",
    access: "user",
    responses: { 200: json(trialOfferResponseSchema) },
  },
  "POST /api/billing/simulated/pay": {
    summary: "The local stand-in for paying",
    access: "user",
    when: simulated,
    body: checkoutRequestSchema,
    responses: { 200: json(simulatedPayResponseSchema) },
  },
  "POST /api/billing/simulated/trial": {
    summary: "Starts a paid plan's free trial",
    access: "user",
    when: simulated,
    body: checkoutRequestSchema,
    responses: { 200: json(simulatedTrialResponseSchema) },
  },
  "POST /api/billing/simulated/end-trial": {
    summary: "Ends the trial as Paddle would",
    access: "user",
    when: simulated,
    body: endTrialRequestSchema,
    responses: { 200: json(apiSubscriptionSchema) },
  },
  "POST /api/billing/simulated/cancel": {
    summary: "Cancels a simulated subscription",
    access: "user",
    when: simulated,
    body: cancelRequestSchema,
    responses: { 200: json(okSchema) },
  },
  "POST /api/webhooks/paddle": {
    summary: "Paddle's notifications, signed; stored, then applied by a job (decision 010)",
    access: "paddle-signature",
    body: { contentType: "application/json", description: "A Paddle event, read as raw text so its signature can be checked." },
    responses: { 200: json(z.object({ received: z.literal(true), duplicate: z.boolean() })) },
  },
});
