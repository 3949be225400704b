import { z } from "zod";
import { emailAddressInput } from "../account/inputs";
import type { ImportListResponse, ImportResponse } from "../imports/api-types";
import { createProductRequest } from "../products/create-product-schema";
import { productNameRequest } from "../products/product-name";
import { regenerateSchema } from "../listing/editable";
import { callbackBody } from "../listing/generation-callback";
import { eventStream, json, noContent, okSchema, other, routes, shaped } from "./define";
import {
  apiProductSchema,
  createProductResponseSchema,
  productExportResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  regenerateResponseSchema,
  uploadResponseSchema,
} from "./schemas";

/** POST /api/products/:id/notify: where to mail the ready listing. */
export const notifyInput = z.strictObject({ email: emailAddressInput });

const importStatus = z.enum(["previewed", "running", "finished", "expired"]);
const importSchema = z.object({
  id: z.string(),
  status: importStatus,
  csvName: z.string(),
  zipName: z.string().nullable(),
  createdAt: z.string(),
  slotsLeft: z.number(),
  planName: z.string(),
  maxProducts: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      label: z.string(),
      state: z.enum(["ready", "invalid", "over_limit", "waiting", "generating", "done", "failed"]),
      errors: z.array(z.object({ row: z.number().nullable(), column: z.string().nullable(), message: z.string() })),
      productId: z.string().nullable(),
      failure: z.string().nullable(),
    }),
  ),
});
const importResponse = shaped<ImportResponse>(z.object({ import: importSchema }));
const importList = shaped<ImportListResponse>(
  z.object({ imports: z.array(z.object({ id: z.string(), status: importStatus, csvName: z.string(), createdAt: z.string(), rows: z.number() })) }),
);
const multipart = (fields: string) => ({ contentType: "multipart/form-data", description: fields });

/** Products, their images, imports and generation (src/server/products, uploads, imports, generation). */
export const productsContract = routes({
  "GET /api/products": {
    summary: "The gallery: one page of the user's products",
    access: "user",
    query: z.object({ search: z.string().optional(), status: z.string().optional(), cursor: z.string().optional(), limit: z.string().optional() }),
    responses: { 200: json(productListResponseSchema) },
  },
  "GET /api/products/latest": {
    summary: "The newest product, or null",
    access: "user",
    responses: { 200: json(z.object({ product: apiProductSchema.nullable() })) },
  },
  "POST /api/products": {
    summary: "Creates a product and queues its listing",
    access: "user",
    body: createProductRequest,
    responses: { 201: json(createProductResponseSchema) },
  },
  "GET /api/products/:id": { summary: "One product", access: "user", responses: { 200: json(productResponseSchema) } },
  "GET /api/products/:id/export": { summary: "The image links the zip is built from", access: "user", responses: { 200: json(productExportResponseSchema) } },
  "POST /api/products/:id/notify": {
    summary: "Mails this address once the listing is ready",
    access: "user",
    body: notifyInput,
    responses: { 200: json(okSchema) },
  },
  "POST /api/products/:id/retry": { summary: "Puts a failed product back in generation", access: "user", responses: { 200: json(productResponseSchema) } },
  "DELETE /api/products/:id": { summary: "Deletes a failed product", access: "user", responses: { 204: noContent } },
  "PATCH /api/products/:id/name": {
    summary: "Names the product (issue 29)",
    access: "user",
    body: productNameRequest,
    responses: { 200: json(productResponseSchema) },
  },
  "POST /api/products/:id/archive": { summary: "Archives a product", access: "user", responses: { 200: json(productResponseSchema) } },
  "GET /api/products/:id/events": {
    summary: "The product's progress and draft sections as they change",
    access: "user",
    responses: { 200: eventStream("Server-Sent Events: the progress at every change, a `section` event per draft section (decision 022).") },
  },
  "POST /api/products/:id/regenerate": {
    summary: "Regenerates the listing or one section (issue 13)",
    access: "user",
    body: regenerateSchema,
    responses: { 202: json(regenerateResponseSchema) },
  },
  "GET /api/products/:id/regenerations/:rid": { summary: "One regeneration", access: "user", responses: { 200: json(regenerateResponseSchema) } },
  "GET /api/products/:id/regenerations/:rid/events": {
    summary: "A regeneration's state as it changes",
    access: "user",
    responses: { 200: eventStream("Server-Sent Events: the regeneration at every change until it is done.") },
  },
  "POST /api/generation/callback/:productId": {
    summary: "The external workflow reports progress, an error or the listing (the product's token only)",
    access: "callback-token",
    body: callbackBody,
    responses: { 200: json(z.object({ ok: z.literal(true), status: z.enum(["pending", "complete", "failed"]) })) },
  },
  "POST /api/uploads": {
    summary: "Stores images for a product (decision 016)",
    access: "user",
    body: multipart("The images in the field 'files'."),
    responses: { 201: json(uploadResponseSchema) },
  },
  "GET /api/imports/template": { summary: "The import CSV template", access: "user", responses: { 200: other("text/csv", "The template file.") } },
  "GET /api/imports": { summary: "The account's imports", access: "user", responses: { 200: json(importList) } },
  "POST /api/imports": {
    summary: "Previews an import (issue 33, decision 065)",
    access: "user",
    body: multipart("The CSV in the field 'csv', an optional ZIP of screenshots in 'zip'."),
    responses: { 201: json(importResponse) },
  },
  "GET /api/imports/:id": { summary: "One import and its rows", access: "user", responses: { 200: json(importResponse) } },
  "POST /api/imports/:id/confirm": { summary: "Creates the import's ready rows", access: "user", responses: { 200: json(importResponse) } },
});
