import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { stream } from "hono/streaming";
import { z } from "zod";
import { DIGITAL_FILE_MAX_BYTES } from "../../core/marketplaces/digital-files";
import type { Tier } from "../../core/plans";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { UploadAllowance } from "../config";
import type { Db } from "../db/client";
import { productFiles } from "../db/schema";
import { limitBody } from "../http/body-limit";
import { AppError } from "../http/errors";
import { getOwnProduct } from "../products/own-product";
import type { ObjectStorage } from "../storage/storage";
import { checkUploadAllowance } from "../uploads/upload-allowance";
import { storeProductFile, toApiFile } from "./store-product-file";

/** The upload route's body may be one file of the largest size, with room for the form around it. */
export const PRODUCT_FILE_BODY_MAX_BYTES = DIGITAL_FILE_MAX_BYTES + 1024 * 1024;
export const isProductFileUpload = (method: string, path: string) => method === "POST" && /^\/api\/products\/[^/]+\/files$/.test(path);

const fileNotFound = () => new AppError("NOT_FOUND", "The requested file could not be found.");

async function ownFile(db: Db, userId: string, productId: string, fileId: string | undefined) {
  const id = z.uuid().safeParse(fileId);
  if (!id.success) throw fileNotFound();
  const [row] = await db
    .select()
    .from(productFiles)
    .where(and(eq(productFiles.id, id.data), eq(productFiles.productId, productId), eq(productFiles.userId, userId)));
  if (!row) throw fileNotFound();
  return row;
}

/** The files a buyer receives (issue 32): owner only, another account's product is a 404. */
export function productFileRoutes(deps: { db: Db; storage: ObjectStorage; allowances: Record<Tier, UploadAllowance> }) {
  const { db, storage } = deps;
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/products/:id/files", requireUser, async (c) => {
      const product = await getOwnProduct(db, c.get("user").id, c.req.param("id"));
      const rows = await db.select().from(productFiles).where(eq(productFiles.productId, product.id)).orderBy(asc(productFiles.createdAt));
      return c.json({ files: rows.map(toApiFile) });
    })
    .post(
      "/products/:id/files",
      requireUser,
      limitBody(PRODUCT_FILE_BODY_MAX_BYTES, () => {
        throw new AppError("PAYLOAD_TOO_LARGE", `A file may be at most ${DIGITAL_FILE_MAX_BYTES / 1024 / 1024} MB.`);
      }),
      async (c) => {
        const userId = c.get("user").id;
        const product = await getOwnProduct(db, userId, c.req.param("id"));
        if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data in the field 'file'.");
        }
        const allowance = await checkUploadAllowance(db, userId, deps.allowances);
        const form = await c.req.parseBody({ all: true }).catch(() => {
          throw new AppError("BAD_REQUEST", "The upload could not be read.");
        });
        const field = form.file;
        if (!(field instanceof File)) throw new AppError("VALIDATION_FAILED", "file: send exactly one file in the field 'file'");
        const bytes = Buffer.from(await field.arrayBuffer());
        const file = await storeProductFile({ db, storage }, { userId, productId: product.id, name: field.name, bytes, allowance });
        return c.json({ file }, 201);
      },
    )
    .get("/products/:id/files/:fileId/download", requireUser, async (c) => {
      const product = await getOwnProduct(db, c.get("user").id, c.req.param("id"));
      const row = await ownFile(db, c.get("user").id, product.id, c.req.param("fileId"));
      const object = await storage.get(row.storageKey);
      if (!object) throw fileNotFound();
      c.header("Content-Type", row.contentType);
      c.header("Content-Length", String(row.size));
      c.header("Content-Disposition", `attachment; filename="${row.name.replace(/[^\x20-\x7e]/g, "_")}"`);
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Cache-Control", "private, no-store");
      return stream(c, async (out) => {
        for await (const chunk of object.body) await out.write(chunk as Uint8Array);
      });
    })
    .delete("/products/:id/files/:fileId", requireUser, async (c) => {
      const product = await getOwnProduct(db, c.get("user").id, c.req.param("id"));
      const row = await ownFile(db, c.get("user").id, product.id, c.req.param("fileId"));
      await db.delete(productFiles).where(eq(productFiles.id, row.id));
      await storage.delete(row.storageKey).catch(() => undefined);
      return c.body(null, 204);
    });
}
