import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Sec-Fetch-Site values of a request our own pages made, or the user typed (a bookmark, the address bar). */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send
 * Origin (or at least Sec-Fetch-Site) on such requests; server-to-server callers send neither.
 * With `allMethods` (the admin API, issue 30) reads are refused too: a cross-site link or image
 * there would still run an audited look-up with the admin's cookie (SameSite=Lax lets top-level
 * GET navigations carry it).
 */
export function originCheck(trustedOrigins: string[], { allMethods = false } = {}): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (!allMethods && SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const allowed = (origin === undefined || trusted.has(origin)) && (fetchSite === undefined || OWN_FETCH_SITES.has(fetchSite));
    if (!allowed) throw new AppError("FORBIDDEN", "Cross-origin request refused");
    return next();
  };
}
