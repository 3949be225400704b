import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Hono's bodyLimit, without its cost on the common path. Hono's version reads `c.req.raw.body`,
 * which makes @hono/node-server build a full web Request (streams, abort signal) for every
 * request, GETs included. A declared Content-Length is enough on its own: Node's HTTP parser
 * never reads past it. Only a chunked body is counted as it streams in, by Hono's middleware.
 */
export function limitBody(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (BODYLESS_METHODS.has(c.req.method)) return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(length) > maxSize ? onError(c) : next();
    }
    return streamed(c, next);
  };
}
