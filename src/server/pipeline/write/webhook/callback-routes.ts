import { Hono } from "hono";
import type { Db } from "../../../db/client";
import { parseOrThrow, readJson } from "../../../http/errors";
import type { Queue } from "../../../jobs/queue";
import { authoriseCallback, callbackToken } from "./authorise-callback";
import { callbackBody } from "../../../../core/listing/generation-callback";
import { productCallback } from "./product-callback";
import { regenerationCallback } from "../../regenerate/regeneration-callback";

/**
 * Where the external workflow reports on one product. Only the token sent with that product
 * works, and only while the product is pending: a finished product's token is void.
 */
export function callbackRoutes(deps: { db: Db; queue: Queue }) {
  const { db } = deps;
  return new Hono().post("/callback/:productId", async (c) => {
    const token = callbackToken(c.req.header("authorization"));
    const { product, regeneration } = await authoriseCallback(db, c.req.param("productId"), token);
    const body = parseOrThrow(callbackBody, await readJson(c));
    return c.json(regeneration ? await regenerationCallback(db, regeneration, product, body) : await productCallback(deps, product, body));
  });
}
