import { z } from "zod";
import { associateSchema, sourceSchema, storeAttributionSchema } from "../attribution-schema";
import { browserEventsBody } from "../browser-events";
import { createProductRequest } from "../products/create-product-schema";
import { LEGAL_PAGE_IDS, type LegalPage } from "../legal";
import type { CheckReport, FactSheet } from "../listing/types";
import { json, okSchema, other, routes, shaped } from "./define";
import { apiProductSchema, localMailSchema, publicConfigSchema } from "./schemas";

const legalPageSchema = shaped<LegalPage>(
  z.object({ id: z.enum(LEGAL_PAGE_IDS), title: z.string(), updated: z.string(), html: z.string(), isDefault: z.boolean() }),
);
const fixture = "TEST_FIXTURES=true (NODE_ENV=test only)";

/** The listing a browser test finishes a product with (server/testing/fixture-routes.ts). */
export const fixtureListingBody = z.strictObject({
  title: z.string().min(1).max(140).optional(),
  features: z.array(z.string()).default(["Feature one", "Feature two"]),
  benefits: z.array(z.string()).default(["Benefit one"]),
  keywords: z.array(z.string()).default(["planner", "notion"]),
  usp: z.array(z.string()).default([]),
  cta: z.string().nullable().default("Get it today"),
  whyChooseUs: z.string().nullable().default(null),
  // "pending" (with empty lists) puts a product back in progress, as if its generation were still running.
  status: z.enum(["complete", "failed", "pending"]).default("complete"),
  addons: z.record(z.string(), z.unknown()).optional(),
  // Stored as given: the page test needs a known report, whatever the generator wrote first.
  facts: z.custom<FactSheet>((value) => typeof value === "object" && value !== null).optional(),
  listingCheck: z.custom<CheckReport>((value) => typeof value === "object" && value !== null).optional(),
});

/** What every page and process needs around the features: health, settings, policies, measurement, fixtures. */
export const platformContract = routes({
  "GET /api/live": { summary: "The process answers", access: "public", responses: { 200: json(okSchema) } },
  "GET /api/health": {
    summary: "The process can reach its database (503 otherwise)",
    access: "public",
    responses: { 200: json(okSchema), 503: json(z.object({ ok: z.literal(false), database: z.literal("unreachable") })) },
  },
  "GET /api/config": { summary: "The public settings", access: "public", responses: { 200: json(publicConfigSchema) } },
  "GET /api/openapi.json": {
    summary: "This contract as an OpenAPI 3.1 document",
    access: "public",
    responses: { 200: json(z.looseObject({ openapi: z.string() })) },
  },
  "GET /api/legal/:page": {
    summary: "A policy page",
    access: "public",
    params: z.object({ page: z.enum(LEGAL_PAGE_IDS) }),
    responses: { 200: json(legalPageSchema) },
  },
  "POST /api/analytics/events": {
    summary: "The browser's first-party product events (issue 15)",
    access: "public",
    body: browserEventsBody,
    responses: { 200: json(z.object({ stored: z.number() })) },
  },
  "POST /api/attribution": { summary: "Stores a landing's attribution", access: "public", body: storeAttributionSchema, responses: { 200: json(okSchema) } },
  "POST /api/attribution/associate": {
    summary: "Ties the browser's landings to the signed-in account",
    access: "user",
    body: associateSchema,
    responses: { 200: json(z.object({ associated: z.number() })) },
  },
  "POST /api/attribution/source": {
    summary: "Counts a landing's source",
    access: "public",
    body: sourceSchema,
    responses: { 200: json(okSchema) },
  },
  "GET /api/dev/mailbox": {
    summary: "The mails written to files, for this machine only (decision 057)",
    access: "public",
    when: "no SMTP_URL and a local APP_URL",
    responses: { 200: json(z.object({ mails: z.array(localMailSchema) })) },
  },
  "GET /media/:key{.+}": {
    summary: "A stored image, to its owner or a signed link's holder",
    access: "public",
    query: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
    responses: {
      200: other("image/jpeg | image/png | image/webp", "The image."),
      404: other("text/plain", "The same answer for a missing image and one the caller may not see."),
    },
  },
  "POST /api/test/products/:id/finish": {
    summary: "Browser-test fixture: finishes a product with a given listing",
    access: "test-fixture",
    when: fixture,
    body: fixtureListingBody,
    responses: { 200: json(z.object({ product: apiProductSchema.nullable() })) },
  },
  "POST /api/test/billing/unapplied-payment": {
    summary: "Browser-test fixture: a payment the plan does not show",
    access: "test-fixture",
    when: fixture,
    responses: { 201: json(z.object({ transactionId: z.string() })) },
  },
  "POST /api/test/products/workflow": {
    summary: "Browser-test fixture: a product handed to a stand-in workflow",
    access: "test-fixture",
    when: fixture,
    body: createProductRequest,
    responses: { 201: json(z.object({ productId: z.string(), callbackToken: z.string() })) },
  },
});
