import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send
 * Origin (or at least Sec-Fetch-Site) on such requests; server-to-server callers send neither.
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const allowed =
      origin !== undefined && origin !== "null"
        ? trusted.has(origin)
        : origin === undefined && (fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none");
    if (!allowed) throw new AppError("FORBIDDEN", "Cross-origin request refused");
    return next();
  };
}
