import { z } from "zod";

/** Versions in a page of the history when the request names no limit, and the most it may ask for (decision 052). */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 50;

const LIMIT_MESSAGE = `must be a whole number from 1 to ${HISTORY_PAGE_MAX}`;

/** One value of a query key read with c.req.queries(): a repeated key is refused, not reduced to its first value. */
const once = (pattern: RegExp, message: string) =>
  z
    .array(z.string())
    .length(1, "must be given once")
    .transform(([value]) => value ?? "")
    .pipe(z.string().regex(pattern, message).transform(Number));

/** GET /api/products/:id/versions?before=<n>&limit=<1-50>: the versions numbered below `before`, newest first. */
export const historyPageQuery = z
  .object({
    // At most nine digits: an integer column holds it.
    before: once(/^[1-9]\d{0,8}$/, "must be a version number (a whole number from 1)").optional(),
    limit: once(/^[1-9]\d?$/, LIMIT_MESSAGE)
      .refine((value) => value <= HISTORY_PAGE_MAX, LIMIT_MESSAGE)
      .optional(),
  })
  .catchall(z.unknown())
  .superRefine((query, ctx) => {
    for (const key of Object.keys(query).filter((name) => name !== "before" && name !== "limit")) {
      ctx.addIssue({ code: "custom", path: [key], message: "is not a parameter of the history (only before and limit)" });
    }
  })
  .transform(({ before, limit }) => ({ before: before ?? null, limit: limit ?? HISTORY_PAGE_SIZE }));
