import { Readable } from "node:stream";
import { and, eq, or } from "drizzle-orm";
import { Hono } from "hono";
import type { AuthVariables } from "../auth/session";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";
import type { ObjectStorage } from "../storage/storage";
import { verifyMediaSignature } from "./signed-media";

/**
 * Serves stored images to their owner (or to a holder of a signed, expiring link given to the
 * generation workflow); anyone else, signed in or not, gets the same 404.
 * Keys are random and content never changes, so the browser may keep them for a year.
 */
export function mediaRoutes(deps: { db: Db; storage: ObjectStorage; secret: string }) {
  return new Hono<{ Variables: AuthVariables }>().get("/:key{.+}", async (c) => {
    const key = c.req.param("key");
    const session = c.get("session");
    const notFound = () => c.text("Not found", 404, { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" });
    if (!/^[a-z0-9/_-]+\.(jpg|png|webp)$/.test(key)) return notFound();
    const signed = verifyMediaSignature(key, deps.secret, c.req.query("exp"), c.req.query("sig"));
    if (!signed) {
      if (!session) return notFound();
      const [owned] = await deps.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.userId, session.user.id), or(eq(uploads.storageKey, key), eq(uploads.thumbnailKey, key))));
      if (!owned) return notFound();
    }
    const object = await deps.storage.get(key);
    if (!object) return notFound();
    return new Response(Readable.toWeb(object.body) as ReadableStream, {
      headers: {
        "Content-Type": object.contentType,
        ...(object.size ? { "Content-Length": String(object.size) } : {}),
        "Cache-Control": "private, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "Cross-Origin-Resource-Policy": "same-origin",
      },
    });
  });
}
