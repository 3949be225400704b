import type { ApiRoute, RequestBodyOf, ResponseOf } from "../../core/api-contract";
import type { ApiErrorBody } from "../../core/api-types";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string[]>,
    /** The whole error body, for errors that carry more (a duplicate product, failed files). */
    readonly payload?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error === "object" && error !== null && typeof error.message === "string";
}

/** Same-origin JSON call; any non-2xx becomes an ApiError carrying the server's code and message. */
export async function api<T>(path: string, { method = "GET", body, signal }: RequestOptions = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    signal,
    credentials: "same-origin",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { code, message, details } = payload.error;
      throw new ApiError(response.status, code, message, details, payload);
    }
    throw new ApiError(response.status, "HTTP_ERROR", `Request failed with status ${response.status}`);
  }
  return payload as T;
}

type PathOf<K extends string> = K extends `${string} ${infer Path}` ? Path : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type BodyOf<K extends ApiRoute> = [RequestBodyOf<K>] extends [never] ? unknown : RequestBodyOf<K>;

/** What a call of `route` sends: the path's parameters (required when it has any), a query, a body typed by the contract. */
export type RouteRequest<K extends ApiRoute> = {
  query?: Record<string, string | number | undefined>;
  body?: BodyOf<K>;
  signal?: AbortSignal;
} & ([ParamNames<PathOf<K>>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<PathOf<K>>, string | number> });

/**
 * A call of one route of the API contract (decision 070): the answer's type is the route's
 * success schema's, so a change to the contract reaches every caller. Only the route's key is
 * read at run time; the schemas stay out of the bundle.
 */
export function route<K extends ApiRoute>(
  key: K,
  ...[request]: [ParamNames<PathOf<K>>] extends [never] ? [RouteRequest<K>?] : [RouteRequest<K>]
): Promise<ResponseOf<K>> {
  const [method, pattern = ""] = key.split(" ") as [NonNullable<RequestOptions["method"]>, string];
  const params = (request?.params ?? {}) as Record<string, string | number>;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request?.query ?? {})) if (value !== undefined) query.set(name, String(value));
  const search = query.toString() ? `?${query.toString()}` : "";
  return api<ResponseOf<K>>(`${path}${search}`, { method, body: request?.body, signal: request?.signal });
}

/** The server's message for API errors; a fixed fallback for anything else (network, bugs). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
