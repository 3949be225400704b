import type { z } from "zod";
import { apiErrorBodySchema, findRoute, isExternalRoute, responseFor } from "../../src/core/api-contract";

/** A response that does not match the API contract (src/core/api-contract, decision 070). */
export class ContractViolation extends Error {
  override name = "ContractViolation";
}

const CHECKED_METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
const isChecked = (pathname: string) => pathname.startsWith("/api/") || pathname.startsWith("/media/");

const formatIssues = (issues: z.core.$ZodIssue[]) =>
  issues
    .slice(0, 10)
    .map((issue) => `  - ${issue.path.join(".") || "(body)"}: ${issue.message}`)
    .join("\n");

async function readJson(response: Response, where: string): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ContractViolation(`${where}: the body is not JSON: ${text.slice(0, 200)}`);
  }
}

/**
 * Checks one answer of the app against the contract entry of its route: a declared status, the
 * declared content type, and a JSON body its schema accepts. Better Auth's routes are the
 * library's (EXTERNAL_ROUTES); a path outside /api and /media is the web app's.
 */
export async function checkResponse(method: string, url: URL, response: Response): Promise<void> {
  const verb = method.toUpperCase();
  if (!CHECKED_METHODS.has(verb) || !isChecked(url.pathname) || isExternalRoute(verb, url.pathname)) return;
  const route = findRoute(verb, url.pathname);
  if (!route) {
    // Any other /api path is the app's fallback: an error body (404 "No API route"), or a refusal a middleware gave first.
    if (response.status >= 400 && apiErrorBodySchema.safeParse(await readJson(response, `${verb} ${url.pathname}`)).success) return;
    throw new ContractViolation(`${verb} ${url.pathname} answered ${response.status} but has no entry in src/core/api-contract: declare the route there.`);
  }
  const where = `${route.key} (${verb} ${url.pathname}) answered ${response.status}`;
  const declared = responseFor(route.spec, response.status);
  if (!declared) {
    const statuses = Object.keys(route.spec.responses).join(", ");
    throw new ContractViolation(`${where}, a status its contract entry does not declare (declared: ${statuses}).`);
  }
  const contentType = response.headers.get("content-type") ?? "";
  if (declared.kind === "other") {
    const allowed = declared.contentType?.split(" | ") ?? [];
    if (allowed.length && !allowed.includes("*/*") && !allowed.some((type) => contentType.startsWith(type))) {
      throw new ContractViolation(`${where} with content type "${contentType}"; the contract declares ${declared.contentType}.`);
    }
    return;
  }
  if (!contentType.startsWith("application/json")) throw new ContractViolation(`${where} with content type "${contentType}"; the contract declares JSON.`);
  const result = declared.schema.safeParse(await readJson(response, where));
  if (!result.success) throw new ContractViolation(`${where} with a body its schema refuses:\n${formatIssues(result.error.issues)}`);
}

/** fetch, then the contract check: for requests HttpClient cannot send (multipart uploads, a workflow's token, a webhook's signature). */
export async function checkedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input);
  const response = await fetch(url, init);
  await checkResponse(init.method ?? "GET", url, response);
  return response;
}
