import { z } from "zod";

/** A response whose body is JSON of this schema. */
export interface JsonResponse<S extends z.ZodType = z.ZodType> {
  kind: "json";
  schema: S;
}

/** A response that is not JSON (a file, a stream, a redirect, no body): only its content type is declared. */
export interface OtherResponse {
  kind: "other";
  /** null: no body (204, a redirect); alternatives are joined by " | "; "*\/*" is any (a file sent with its own type). */
  contentType: string | null;
  description: string;
}

export type ResponseSpec = JsonResponse | OtherResponse;

/** Who may call a route: the tests and the OpenAPI document read it; the server's guards decide. */
export type RouteAccess = "public" | "user" | "admin" | "callback-token" | "paddle-signature" | "test-fixture";

export interface RouteSpec {
  summary: string;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body's schema, or the content type of a body that is not JSON (multipart uploads, a webhook's raw text). */
  body?: z.ZodType | { contentType: string; description: string };
  /**
   * The answers by status. An error status (400 and up) that is not listed answers the common
   * error body (`apiErrorBodySchema`): every route may refuse with one.
   */
  responses: Partial<Record<number, ResponseSpec>>;
  /** Registered only under a setting (TEST_FIXTURES, a local mailbox, simulated payments). */
  when?: string;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** "METHOD path", the path as Hono writes it ("/api/products/:id"). */
export type RouteKey = `${Method} /${string}`;

export const json = <S extends z.ZodType>(schema: S): JsonResponse<S> => ({ kind: "json", schema });
export const other = (contentType: string | null, description: string): OtherResponse => ({ kind: "other", contentType, description });
export const noContent = other(null, "No body.");
export const redirect = (description: string) => other(null, `A redirect (302): ${description}`);
export const eventStream = (description: string) => other("text/event-stream", description);

/** `{ ok: true }`, the answer of routes that only acknowledge. */
export const okSchema = z.object({ ok: z.literal(true) });

/** The body of every refusal (server/http/errors.ts respondWithError); some carry more top-level fields. */
export const apiErrorBodySchema = z.looseObject({
  error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.array(z.string())).optional() }),
});

/** Keeps each area's literal keys and response types while checking every entry is a route. */
export const routes = <const T extends Record<RouteKey, RouteSpec>>(table: T): T => table;

/**
 * A schema that checks a body at run time and gives the type a hand-written interface names:
 * for shapes core keeps as interfaces beside their logic (the listing check's report, a fact sheet).
 */
export const shaped = <T>(schema: z.ZodType): z.ZodType<T> => schema as z.ZodType<T>;
