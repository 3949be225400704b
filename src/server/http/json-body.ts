import type { Env, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { parseOrThrow, readJson } from "./errors";

/** The input a route declares by using jsonBody: what `c.req.valid("json")` returns in its handler. */
export interface JsonInput<T extends z.ZodType> {
  in: { json: z.input<T> };
  out: { json: z.output<T> };
}

/**
 * Bad input is thrown as AppError for app.onError: non-JSON a 415, JSON we cannot store a 400, and a
 * body the schema refuses a 400 VALIDATION_FAILED naming every bad field.
 *
 * Not Hono's `validator("json", …)`: that parses the body itself first (JSON.parse, no depth or
 * NUL checks) and throws its own HTTPException for bad JSON, which our onError would turn into
 * a 500. The middleware type is the one validator() returns, so routes read the value the same way.
 */
// E is `any` by default, as in Hono's validator(): the middleware fits a route whatever its app's Variables.
export function jsonBody<T extends z.ZodType, E extends Env = any>(schema: T): MiddlewareHandler<E, string, JsonInput<T>> {
  return async (c, next) => {
    c.req.addValidatedData("json", parseOrThrow(schema, await readJson(c)) as object);
    await next();
  };
}
