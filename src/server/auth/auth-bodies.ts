import type { Context, MiddlewareHandler } from "hono";
import { AppError, jsonOrThrow } from "../http/errors";

/** The JSON media types Better Auth's body parser (better-call) reads as JSON. */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

const hasBody = (c: Context) =>
  c.req.method !== "GET" && c.req.method !== "HEAD" && (Number(c.req.header("content-length") ?? 0) > 0 || c.req.header("transfer-encoding") !== undefined);

/**
 * Better Auth parses JSON, forms, multipart and plain text alike; our limiter and checks read
 * JSON. Only JSON reaches it (the SPA sends nothing else), checked once here: a form-encoded
 * password guess would otherwise skip the per-account limit, and hostile JSON would be a 500.
 */
export const authJsonBodies: MiddlewareHandler = async (c, next) => {
  if (!hasBody(c)) return next();
  if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Expected a JSON body (content-type: application/json)");
  }
  jsonOrThrow(await c.req.text());
  return next();
};

/** The request for Better Auth: the check above has read the body, so it gets a copy with the body unread. */
export async function authRequest(c: Context): Promise<Request> {
  return hasBody(c) ? new Request(c.req.raw, { method: c.req.method, body: await c.req.text() }) : c.req.raw;
}
