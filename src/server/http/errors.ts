import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { parseJsonText } from "./json-text";

const statusByCode = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  EMAIL_REQUIRED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  EMAIL_UNCONFIRMED: 403,
  PLAN_LIMIT: 403,
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DUPLICATE: 409,
  VERSION_CONFLICT: 409,
  REGENERATION_RUNNING: 409,
  PAYLOAD_TOO_LARGE: 413,
  STORAGE_QUOTA: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  /** An import's CSV or ZIP that cannot be read safely (decision 065): the body lists its problems. */
  IMPORT_REJECTED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  PAYMENTS_NOT_CONFIGURED: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof statusByCode;

/** The one error type route code throws; `respondWithError` turns it into `{ error: {...} }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
    /** Sent as Retry-After (seconds) with a 429 or 503. */
    readonly retryAfter?: number,
    /** More top-level fields of the error body (e.g. the newer version a 409 carries). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }
}

export function errorBody(code: string, message: string, details?: Record<string, string[]>) {
  return { error: details ? { code, message, details } : { code, message } };
}

export function respondWithError(c: Context, error: AppError) {
  if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
  return c.json({ ...error.extra, ...errorBody(error.code, error.message, error.details) }, error.status);
}

/** Parses a value or throws a 400 that names every bad field; `at` names where the value sits ("result": "result.title"). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, at?: string, whole = "body"): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details: Record<string, string[]> = {};
  const keyOf = (issue: z.core.$ZodIssue) => [...(at === undefined ? [] : [at]), ...issue.path].join(".") || whole;
  for (const issue of result.error.issues) (details[keyOf(issue)] ??= []).push(issue.message);
  const first = result.error.issues[0];
  const message = first ? `${keyOf(first)}: ${first.message}` : "Invalid request";
  throw new AppError("VALIDATION_FAILED", message, details);
}

/** Parses a query string or throws a 400: a field's error names the field, an unknown key "query", never "body". */
export const parseQueryOrThrow = <T extends z.ZodType>(schema: T, value: unknown): z.infer<T> => parseOrThrow(schema, value, undefined, "query");

export function parseParamOrThrow<T extends z.ZodType>(schema: T, name: string, value: string | undefined): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) => issue.message);
  throw new AppError("VALIDATION_FAILED", `The path parameter :${name} ${messages[0] ?? "is not valid"}`, { [name]: messages });
}

export async function readJson(c: Context): Promise<unknown> {
  if (!c.req.header("content-type")?.toLowerCase().startsWith("application/json")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Expected a JSON body (content-type: application/json)");
  }
  return jsonOrThrow(await c.req.text());
}

/** Every JSON body this server takes passes here (our routes, Better Auth's, Paddle's): a 400 for anything it cannot store or walk. */
export function jsonOrThrow(text: string): unknown {
  const parsed = parseJsonText(text);
  if ("problem" in parsed) throw new AppError("BAD_REQUEST", parsed.problem);
  return parsed.value;
}
