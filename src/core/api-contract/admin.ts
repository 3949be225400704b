import { z } from "zod";
import { growthQuery } from "../admin/growth";
import { accountEmailParam, editSubscriptionInput, mockTransactionInput, setPlanInput } from "../admin/manual-tools";
import { overviewQuery } from "../admin/overview";
import { emailInput, eventIdInput, linkCustomerInput, verifyPaymentInput } from "../admin-recovery";
import { alertRuleEdit, alertTestInput, webhookFailureUpdate } from "../alerts";
import { MISMATCH_STATUSES, RESOLUTIONS } from "../monitor";
import * as a from "./admin-schemas";
import { json, routes, type RouteSpec } from "./define";

const noFields = z.object({}).strict();

/** An admin route: the admin's session only, behind the origin check for every method (issue 30). */
const admin = <const S extends Omit<RouteSpec, "summary" | "access">>(summary: string, spec: S) => ({ summary, access: "admin" as const, ...spec });

/** The admin console (src/server/admin; issue 14). */
export const adminContract = routes({
  "GET /api/admin/status": admin("Whether the session is the admin's", { responses: { 200: json(z.object({ ok: z.literal(true), admin: z.string() })) } }),
  "POST /api/admin/health-check": admin("Checks the services", { body: noFields, responses: { 200: json(a.consoleReportSchema) } }),
  "POST /api/admin/test-webhooks": admin("Sends test notifications through the webhook path", {
    body: z.object({ only: z.literal("customer.created").optional() }).strict(),
    responses: { 200: json(a.consoleReportSchema) },
  }),
  "POST /api/admin/test-full-flow": admin("Runs a payment from checkout to plan", { body: noFields, responses: { 200: json(a.consoleReportSchema) } }),
  "GET /api/admin/audit": admin("The admin audit log, newest first", {
    query: z.object({ limit: z.string().optional() }),
    responses: { 200: json(a.auditLogSchema) },
  }),
  "POST /api/admin/users/find": admin("An account's billing state", { body: emailInput, responses: { 200: json(a.recoveryAccountSchema) } }),
  "POST /api/admin/users/manual-sync": admin("Brings an account's plan up to date", { body: emailInput, responses: { 200: json(a.manualSyncResultSchema) } }),
  "POST /api/admin/users/resend-confirmation": admin("Mails an account's confirmation link again", {
    body: emailInput,
    responses: { 200: json(z.object({ email: z.string(), sent: z.literal(true) })) },
  }),
  "POST /api/admin/users/revoke-sessions": admin("Signs an account out everywhere", {
    body: emailInput,
    responses: { 200: json(z.object({ email: z.string(), revoked: z.number() })) },
  }),
  "POST /api/admin/paddle/link-customer": admin("Links a Paddle customer to an account", {
    body: linkCustomerInput,
    responses: { 200: json(a.linkCustomerResultSchema) },
  }),
  "POST /api/admin/paddle/reapply": admin("Applies a stored notification again", { body: eventIdInput, responses: { 200: json(a.notificationResultSchema) } }),
  "POST /api/admin/paddle/replay": admin("Fetches a notification from Paddle and applies it", {
    body: eventIdInput,
    responses: { 200: json(a.notificationResultSchema) },
  }),
  "POST /api/admin/verify-payment": admin("Checks a payment against Paddle", {
    body: verifyPaymentInput,
    responses: { 200: json(a.verifyPaymentResultSchema) },
  }),
  "GET /api/admin/monitor": admin("Payment mismatches", {
    query: z.object({ status: z.enum(MISMATCH_STATUSES).optional() }).strict(),
    responses: { 200: json(a.monitorViewSchema) },
  }),
  "POST /api/admin/monitor/scan": admin("Looks for payment mismatches now", { body: noFields, responses: { 200: json(a.scanResultSchema) } }),
  "POST /api/admin/monitor/resolve": admin("Resolves a mismatch", {
    body: z.object({ alertId: z.uuid(), resolution: z.enum(RESOLUTIONS) }).strict(),
    responses: { 200: json(a.resolveResultSchema) },
  }),
  "POST /api/admin/monitor/investigate": admin("Marks a mismatch as being looked at", {
    body: z.object({ alertId: z.uuid() }).strict(),
    responses: { 200: json(a.resolveResultSchema) },
  }),
  "POST /api/admin/monitor/auto-recovery": admin("Applies every mismatch that can be applied", {
    body: noFields,
    responses: { 200: json(z.object({ recovered: z.number(), remaining: z.number() })) },
  }),
  "POST /api/admin/payment-sync": admin("Starts a sync of every payment with Paddle", { body: noFields, responses: { 202: json(a.paymentSyncViewSchema) } }),
  "GET /api/admin/payment-sync/:id": admin("A payment sync's progress", {
    params: z.object({ id: z.uuid() }),
    responses: { 200: json(a.paymentSyncViewSchema) },
  }),
  "GET /api/admin/alerts": admin("Alert rules and webhook failures", { responses: { 200: json(a.alertsResponseSchema) } }),
  "PUT /api/admin/alerts/rules/:id": admin("Edits an alert rule", {
    body: alertRuleEdit,
    responses: { 200: json(a.alertRuleResponseSchema) },
  }),
  "POST /api/admin/alerts/test": admin("Sends a test alert", { body: alertTestInput, responses: { 200: json(a.alertTestResultSchema) } }),
  "POST /api/admin/alerts/webhook-failures/:id": admin("Marks a webhook failure", {
    body: webhookFailureUpdate,
    responses: { 200: json(a.webhookFailureResponseSchema) },
  }),
  "GET /api/admin/overview": admin("Accounts, plans and revenue by day", { query: overviewQuery, responses: { 200: json(a.overviewResponseSchema) } }),
  "GET /api/admin/growth": admin("Sign-ups and purchases by source", { query: growthQuery, responses: { 200: json(a.growthResponseSchema) } }),
  "PUT /api/admin/subscription": admin("Sets an account's plan by hand", { body: setPlanInput, responses: { 200: json(a.setPlanResultSchema) } }),
  "GET /api/admin/subscriptions/:email": admin("An account's subscription row", {
    params: z.object({ email: accountEmailParam }),
    responses: { 200: json(a.adminSubscriptionRowSchema) },
  }),
  "PATCH /api/admin/subscriptions/:email": admin("Edits an account's subscription row", {
    params: z.object({ email: accountEmailParam }),
    body: editSubscriptionInput,
    responses: { 200: json(a.adminSubscriptionRowSchema) },
  }),
  "POST /api/admin/mock-transactions": admin("Records a simulated payment", {
    body: mockTransactionInput,
    responses: { 201: json(a.mockTransactionResultSchema) },
  }),
});
