import { Hono, type MiddlewareHandler } from "hono";
import type { ImportListResponse, ImportResponse } from "../../core/imports/api-types";
import { IMPORT_LIMITS, IMPORT_TEMPLATE_NAME, importTemplateCsv } from "../../core/imports/columns";
import { consume } from "../http/rate-limit";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { limitBody } from "../http/body-limit";
import { AppError } from "../http/errors";
import type { Queue } from "../jobs/queue";
import type { ObjectStorage } from "../storage/storage";
import type { ImageLimits } from "../uploads/process-image";
import { confirmImport } from "./confirm-import";
import { previewImport, type UploadedFile } from "./preview-import";
import { listImports, readImport } from "./read-import";

const MB = 1024 * 1024;

/** The upload route reads a body this large: the CSV and the ZIP at their limit, with room for the form around them. */
export const isImportUpload = (method: string, path: string) => method === "POST" && path === "/api/imports";

/**
 * At most one preview per account and two per process at a time, refused before the body is
 * read: each holds up to 200 MB in memory and unpacks every screenshot it names.
 */
function previewsInProgress(perProcess: number): MiddlewareHandler<{ Variables: { user: { id: string } } }> {
  const accounts = new Set<string>();
  return async (c, next) => {
    const userId = c.get("user").id;
    if (accounts.has(userId)) throw new AppError("TOO_MANY_REQUESTS", "Your other import is still being checked. Please wait for it to finish.", undefined, 5);
    if (accounts.size >= perProcess)
      throw new AppError("SERVICE_UNAVAILABLE", "Many imports are being checked right now. Please try again in a moment.", undefined, 10);
    accounts.add(userId);
    try {
      await next();
    } finally {
      accounts.delete(userId);
    }
  };
}

async function readFiles(form: Record<string, unknown>): Promise<{ csv: UploadedFile; zip: UploadedFile | null }> {
  const one = (field: string) => {
    const value = form[field];
    if (Array.isArray(value)) throw new AppError("VALIDATION_FAILED", `${field}: send one file`);
    return value instanceof File && value.size > 0 ? value : null;
  };
  const csv = one("csv");
  const zip = one("zip");
  if (!csv) throw new AppError("VALIDATION_FAILED", "csv: add the CSV file");
  if (csv.size + (zip?.size ?? 0) > IMPORT_LIMITS.bytes) throw new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage);
  const read = async (file: File) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) });
  return { csv: await read(csv), zip: zip ? await read(zip) : null };
}

const tooLargeMessage = `An import may carry at most ${IMPORT_LIMITS.bytes / MB} MB, the CSV and the ZIP together.`;

/** Create → Import many (issue 33, decision 065): the template, the preview, the one confirm, the progress. Owner only. */
export function importRoutes(deps: { db: Db; storage: ObjectStorage; queue: Queue; limits: ImageLimits; importsPerHour: number }) {
  const { db } = deps;
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/imports/template", requireUser, (c) =>
      c.body(importTemplateCsv(), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${IMPORT_TEMPLATE_NAME}"`,
      }),
    )
    .get("/imports", requireUser, async (c) => c.json({ imports: await listImports(db, c.get("user").id) } satisfies ImportListResponse))
    .post(
      "/imports",
      requireUser,
      previewsInProgress(2),
      limitBody(IMPORT_LIMITS.bytes + MB, () => {
        throw new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage);
      }),
      async (c) => {
        const userId = c.get("user").id;
        if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the files as multipart/form-data: the CSV in the field 'csv', the ZIP in 'zip'.");
        }
        // Counted before the body is read, so a refused import costs no parsing.
        const verdict = await consume(db, `import:${userId}`, { max: deps.importsPerHour, windowSeconds: 3600 });
        if (!verdict.allowed) {
          throw new AppError(
            "TOO_MANY_REQUESTS",
            `You can import ${deps.importsPerHour} files per hour. Please try again later.`,
            undefined,
            verdict.retryAfter,
          );
        }
        const form = await c.req.parseBody({ all: true }).catch(() => {
          throw new AppError("BAD_REQUEST", "The upload could not be read.");
        });
        const { csv, zip } = await readFiles(form);
        const id = await previewImport(deps, userId, csv, zip);
        return c.json({ import: await readImport(db, userId, id) } satisfies ImportResponse, 201);
      },
    )
    .get("/imports/:id", requireUser, async (c) => c.json({ import: await readImport(db, c.get("user").id, c.req.param("id")) } satisfies ImportResponse))
    .post("/imports/:id/confirm", requireUser, async (c) => {
      const userId = c.get("user").id;
      await confirmImport(deps, userId, c.req.param("id"));
      return c.json({ import: await readImport(db, userId, c.req.param("id")) } satisfies ImportResponse);
    });
}
