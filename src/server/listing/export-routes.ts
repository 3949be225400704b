import { Hono } from "hono";
import { z } from "zod";
import { shopifySelectionSchema } from "../../core/api-contract/listing";
import { toJson, toMarkdown, toPlainText } from "../../core/listing/exports/documents";
import { slugify, type ExportProduct } from "../../core/listing/exports/export-product";
import { buildPreset, EXPORT_PRESETS, presetText } from "../../core/listing/exports/presets";
import { shopifyCsv } from "../../core/listing/exports/shopify";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import { AppError, parseQueryOrThrow, parseParamOrThrow } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { loadOwnExport, loadSelectedExports, type ExportDeps } from "./load-exports";

const FORMATS = {
  txt: { type: "text/plain", write: toPlainText },
  md: { type: "text/markdown", write: toMarkdown },
  json: { type: "application/json", write: toJson },
} as const satisfies Record<string, { type: string; write: (product: ExportProduct) => string }>;

const FORMAT_NAMES = ["txt", "md", "json"] as const satisfies ReadonlyArray<keyof typeof FORMATS>;
const formatParam = z.enum(FORMAT_NAMES, { message: `must be one of ${FORMAT_NAMES.join(", ")}` });
const presetParam = z.enum(EXPORT_PRESETS, { message: `must be one of ${EXPORT_PRESETS.join(", ")}` });
// Read from c.req.queries(): a repeated key is refused, not silently reduced to its first value.
const exportQuery = z.strictObject({ inline: z.tuple([z.literal("1")]).optional() });
const noQuery = z.strictObject({});

/** A file the browser saves (or, inline, text the page copies); never cached, never sniffed. */
function fileResponse(body: string, type: string, fileName: string | null): Response {
  const headers: Record<string, string> = { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
  if (fileName) headers["Content-Disposition"] = `attachment; filename="${fileName}"`;
  return new Response(body, { headers });
}

/** Exports and marketplace presets of finished listings (issue 13); paid plans only. Parse first, then load (load-exports.ts). */
export function exportRoutes(deps: ExportDeps) {
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/products/:id/exports/:format", requireUser, async (c) => {
      const format = parseParamOrThrow(formatParam, "format", c.req.param("format"));
      const { inline } = parseQueryOrThrow(exportQuery, c.req.queries());
      const product = await loadOwnExport(deps, c.get("user").id, c.req.param("id"));
      const { type, write } = FORMATS[format];
      return inline ? fileResponse(write(product), "text/plain", null) : fileResponse(write(product), type, `${slugify(product.listing.title)}.${format}`);
    })
    .get("/products/:id/presets/:preset", requireUser, async (c) => {
      const preset = parseParamOrThrow(presetParam, "preset", c.req.param("preset"));
      parseQueryOrThrow(noQuery, c.req.queries());
      const built = buildPreset(preset, await loadOwnExport(deps, c.get("user").id, c.req.param("id")));
      if (!built) throw new AppError("BAD_REQUEST", "The Udemy preset is for courses only.");
      return c.json(built);
    })
    .get("/products/:id/presets/:preset/download", requireUser, async (c) => {
      const preset = parseParamOrThrow(presetParam, "preset", c.req.param("preset"));
      parseQueryOrThrow(noQuery, c.req.queries());
      const product = await loadOwnExport(deps, c.get("user").id, c.req.param("id"), preset === "shopify");
      const name = `${slugify(product.listing.title)}-${preset}`;
      if (preset === "shopify") return fileResponse(shopifyCsv([product]), "text/csv", `${name}.csv`);
      const built = buildPreset(preset, product);
      if (!built) throw new AppError("BAD_REQUEST", "The Udemy preset is for courses only.");
      return fileResponse(presetText(built), "text/plain", `${name}.txt`);
    })
    .post("/products/exports/shopify", requireUser, jsonBody(shopifySelectionSchema), async (c) => {
      const selected = await loadSelectedExports(deps, c.get("user").id, c.req.valid("json").ids);
      return fileResponse(shopifyCsv(selected), "text/csv", `listcraft-shopify-${selected.length}-products.csv`);
    });
}
