import { Hono } from "hono";
import { isLegalPageId } from "../../core/legal";
import { AppError } from "../http/errors";
import { loadLegalPages } from "./legal-pages";

/** GET /legal/:page: the policy pages, rendered once at boot; anyone may read them. */
export function legalRoutes(deps: { legalDir: string | undefined }) {
  const pages = loadLegalPages(deps.legalDir);
  return new Hono().get("/legal/:page", (c) => {
    const id = c.req.param("page");
    if (!isLegalPageId(id)) throw new AppError("NOT_FOUND", "There is no such page.");
    // Changed only by a restart, so browsers may keep it briefly.
    c.header("Cache-Control", "public, max-age=300");
    return c.json(pages[id]);
  });
}
