import type { z } from "zod";
import { accountContract } from "./account";
import { adminContract } from "./admin";
import { billingContract } from "./billing";
import { apiErrorBodySchema, type JsonResponse, type Method, type ResponseSpec, type RouteKey, type RouteSpec } from "./define";
import { listingContract } from "./listing";
import { marketplacesContract } from "./marketplaces";
import { platformContract } from "./platform";
import { productsContract } from "./products";

export { apiErrorBodySchema, type Method, type ResponseSpec, type RouteKey, type RouteSpec } from "./define";

/**
 * Every route the app serves, keyed "METHOD path" with the path as Hono writes it: its request's
 * schemas and its answers by status (decision 070). tests/api/api-contract.test.ts keeps it equal
 * to the routes the app registers; the API tests check every answer against it.
 */
export const apiContract = {
  ...platformContract,
  ...accountContract,
  ...billingContract,
  ...productsContract,
  ...listingContract,
  ...marketplacesContract,
  ...adminContract,
} satisfies Record<RouteKey, RouteSpec>;

export type ApiContract = typeof apiContract;
export type ApiRoute = keyof ApiContract;

/**
 * Routes that belong to a library, not to this contract: Better Auth answers /api/auth/* with its
 * own bodies (sign-up, sign-in, sessions, password reset), documented by Better Auth and changed
 * with its version, so the app neither declares nor checks them.
 */
export const EXTERNAL_ROUTES = [
  { method: "GET", path: "/api/auth/*", owner: "better-auth" },
  { method: "POST", path: "/api/auth/*", owner: "better-auth" },
] as const;

type SuccessSpec<K extends ApiRoute> = ApiContract[K]["responses"][keyof ApiContract[K]["responses"] & (200 | 201 | 202 | 204)];
/** The JSON body a route answers with on success; null for a route that answers without one (204). */
export type ResponseOf<K extends ApiRoute> = [SuccessSpec<K>] extends [JsonResponse<infer S>] ? z.output<S> : null;
/** What a route's JSON body may hold, as the client sends it. */
export type RequestBodyOf<K extends ApiRoute> = ApiContract[K] extends { body: infer B extends z.ZodType } ? z.input<B> : never;

const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split("/")
      .map((part) => {
        const param = /^:\w+(?:\{(.+)\})?$/.exec(part);
        if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        return param[1] ? `(?:${param[1]})` : "[^/]+";
      })
      .join("/")}$`,
  );

const compiled = Object.entries(apiContract as Record<RouteKey, RouteSpec>).map(([key, spec]) => {
  const [method, path] = key.split(" ") as [Method, string];
  return { key: key as RouteKey, method, path, pattern: patternOf(path), spec };
});

/**
 * The contract entry a request reaches, by method and path; a literal segment wins over a
 * parameter where both match (Hono's order for /api/products/latest and /api/products/:id).
 */
export function findRoute(method: string, pathname: string): { key: RouteKey; path: string; spec: RouteSpec } | null {
  const matches = compiled.filter((route) => route.method === method.toUpperCase() && route.pattern.test(pathname));
  matches.sort((a, b) => literalSegments(b.path) - literalSegments(a.path));
  return matches[0] ?? null;
}

const literalSegments = (path: string) => path.split("/").filter((part) => part && !part.startsWith(":")).length;

/** Whether a library answers this request (EXTERNAL_ROUTES). */
export const isExternalRoute = (method: string, pathname: string) =>
  EXTERNAL_ROUTES.some((route) => route.method === method.toUpperCase() && pathname.startsWith(route.path.slice(0, -1)));

/** The response declared for a status: the route's own, else the common error body for 400 and up. */
export function responseFor(spec: RouteSpec, status: number): ResponseSpec | null {
  const declared = spec.responses[status];
  if (declared) return declared;
  return status >= 400 ? { kind: "json", schema: apiErrorBodySchema } : null;
}
