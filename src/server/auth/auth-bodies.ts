import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError, jsonOrThrow } from "../http/errors";

/** The JSON media types Better Auth's body parser (better-call) reads as JSON. */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/** Better Auth's endpoints that take a form's fields: an empty body there is a mistake worth naming. */
const BODY_REQUIRED = new Set([
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/send-verification-email",
  "/api/auth/reset-password",
  "/api/auth/change-password",
]);

export interface AuthBodyVariables {
  authBody: Record<string, unknown> | null;
}

const takesBody = (method: string) => method !== "GET" && method !== "HEAD";
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Better Auth parses JSON, forms, multipart and plain text alike; our limiter and checks read
 * JSON. Only a JSON object reaches it (the SPA sends nothing else), read and checked once here and
 * kept for the limiter (rate-limit.ts): a form-encoded password guess would otherwise skip the
 * per-account limit, and hostile JSON would be a 500. An empty body goes on as none, except where
 * the endpoint needs one.
 */
export const authJsonBodies = createMiddleware<{ Variables: AuthBodyVariables }>(async (c, next) => {
  if (!takesBody(c.req.method)) return next();
  const text = await c.req.text();
  if (text === "") {
    if (BODY_REQUIRED.has(c.req.path)) throw new AppError("BAD_REQUEST", "The request body is empty: expected a JSON object");
    c.set("authBody", null);
    return next();
  }
  if (!JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Expected a JSON body (content-type: application/json)");
  }
  const body = jsonOrThrow(text);
  if (!isObject(body)) throw new AppError("BAD_REQUEST", "The request body must be a JSON object");
  c.set("authBody", body);
  return next();
});

/**
 * The request for Better Auth. The check above has read the body, which leaves the original
 * request's stream spent: Better Auth gets a new request carrying the text read (Hono keeps it),
 * or no body at all when there was none.
 */
export async function authRequest(c: Context): Promise<Request> {
  if (!takesBody(c.req.method)) return c.req.raw;
  const { raw } = c.req;
  const body: AuthBodyVariables["authBody"] = c.get("authBody");
  return new Request(raw.url, { method: raw.method, headers: raw.headers, signal: raw.signal, body: body === null ? null : await c.req.text() });
}
