import { Hono } from "hono";
import { z } from "zod";
import type { SaveListingResponse } from "../../core/api-types";
import { restoreSchema, saveListingSchema } from "../../core/listing/editable";
import { historyPageQuery } from "../../core/listing/history-page";
import { pickTitleSchema } from "../../core/listing/title-choices";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { parseQueryOrThrow, parseParamOrThrow } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { getOwnProduct } from "../products/own-product";
import { toApiProduct } from "../products/to-api-product";
import { planEntitlements } from "../plan/plan-entitlements";
import type { Viewer } from "./commit-listing";
import { getVersion } from "./get-version";
import { limitListingWrites } from "./limit-listing-writes";
import { listVersions } from "./list-versions";
import { pickTitle } from "./pick-title";
import { restoreVersion } from "./restore-version";
import { saveListing } from "./save-listing";

const versionNumber = z
  .string()
  .regex(/^[1-9]\d{0,6}$/, "must be a positive whole number")
  .transform(Number);

/** The signed-in viewer and what their plan includes (keywords and use cases are paid sections). */
async function viewerOf(db: Db, user: SessionUser): Promise<Viewer> {
  return { id: user.id, plan: await planEntitlements(db, user.id) };
}

/**
 * Editing, versions and restore of a product's listing (issue 13); another user's product is a 404
 * everywhere. Saves and restores count against `savesPerMinute` per account (decision 052).
 */
export function listingRoutes(deps: { db: Db; savesPerMinute: number }) {
  const { db } = deps;
  const limitWrites = limitListingWrites(db, deps.savesPerMinute);
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .put("/products/:id/listing", requireUser, limitWrites, jsonBody(saveListingSchema), async (c) => {
      const [row, viewer] = await Promise.all([getOwnProduct(db, c.get("user").id, c.req.param("id")), viewerOf(db, c.get("user"))]);
      const saved = await saveListing(db, row, c.req.valid("json"), viewer);
      return c.json({ product: toApiProduct(saved, viewer.plan) } satisfies SaveListingResponse);
    })
    .post("/products/:id/title", requireUser, limitWrites, jsonBody(pickTitleSchema), async (c) => {
      const [row, viewer] = await Promise.all([getOwnProduct(db, c.get("user").id, c.req.param("id")), viewerOf(db, c.get("user"))]);
      const saved = await pickTitle(db, row, c.req.valid("json"), viewer);
      return c.json({ product: toApiProduct(saved, viewer.plan) } satisfies SaveListingResponse);
    })
    .get("/products/:id/versions", requireUser, async (c) => {
      const page = parseQueryOrThrow(historyPageQuery, c.req.queries());
      const [row, viewer] = await Promise.all([getOwnProduct(db, c.get("user").id, c.req.param("id")), viewerOf(db, c.get("user"))]);
      return c.json(await listVersions(db, row, page, viewer));
    })
    .get("/products/:id/versions/:number", requireUser, async (c) => {
      const [row, viewer] = await Promise.all([getOwnProduct(db, c.get("user").id, c.req.param("id")), viewerOf(db, c.get("user"))]);
      return c.json(await getVersion(db, row, parseParamOrThrow(versionNumber, "number", c.req.param("number")), viewer));
    })
    .post("/products/:id/versions/:number/restore", requireUser, limitWrites, jsonBody(restoreSchema), async (c) => {
      const [row, viewer] = await Promise.all([getOwnProduct(db, c.get("user").id, c.req.param("id")), viewerOf(db, c.get("user"))]);
      const { baseVersion } = c.req.valid("json");
      const saved = await restoreVersion(db, row, parseParamOrThrow(versionNumber, "number", c.req.param("number")), baseVersion, viewer);
      return c.json({ product: toApiProduct(saved, viewer.plan) } satisfies SaveListingResponse);
    });
}
