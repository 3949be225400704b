import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { generationFailures, listingRegenerations, products } from "../db/schema";
import { AppError, errorBody, parseOrThrow, readJson } from "../http/errors";
import { refreshProductCount } from "../plan/product-count";
import type { Queue } from "../jobs/queue";
import { JOBS } from "../jobs/definitions";
import { applyListing, markFailed } from "./apply-listing";
import { callbackBody } from "./callback-input";
import { readFacts } from "./facts/read-facts";
import { regenerationCallback } from "./regeneration-callback";
import { generationInput } from "./generation-input";
import { writeProgress } from "./progress";
import { hashCallbackToken } from "./webhook-generator";

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Where the external workflow reports on one product. Only the token sent with that product
 * works, and only while the product is pending: a finished product's token is void.
 */
export function callbackRoutes(deps: { db: Db; queue: Queue }) {
  const { db, queue } = deps;
  return new Hono().post("/callback/:productId", async (c) => {
    const token = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token) return c.json(errorBody("UNAUTHORIZED", "A callback token is required"), 401);
    const productId = c.req.param("productId");
    const [product] = /^[0-9a-f-]{36}$/.test(productId) ? await db.select().from(products).where(eq(products.id, productId)) : [];
    const hash = hashCallbackToken(token);
    const forProduct = !!product?.callbackTokenHash && product.status === "pending" && sameHash(product.callbackTokenHash, hash);
    // A regeneration's token (issue 13) answers for that regeneration only, while it is pending.
    const [regeneration] =
      product && !forProduct
        ? await db
            .select()
            .from(listingRegenerations)
            .where(and(eq(listingRegenerations.productId, product.id), eq(listingRegenerations.status, "pending"), eq(listingRegenerations.callbackTokenHash, hash)))
        : [];
    if (!product || (!forProduct && !regeneration)) {
      return c.json(errorBody("FORBIDDEN", "The callback token is not valid for this product"), 403);
    }
    const body = parseOrThrow(callbackBody, await readJson(c));
    if (regeneration) return c.json(await regenerationCallback(db, regeneration, product, body));
    if (body.section) throw new AppError("VALIDATION_FAILED", "section: a first generation writes the whole listing (leave section out)", { section: ["must be left out or null"] });
    if (body.error) {
      await db.insert(generationFailures).values({ productId, attempt: 1, final: true, generator: "webhook", error: body.error });
      await markFailed(db, productId);
      return c.json({ ok: true, status: "failed" });
    }
    if (body.result) {
      const r = body.result;
      if (!r.features.length || !r.benefits.length || !r.keywords.length) {
        throw new AppError("VALIDATION_FAILED", "result: features, benefits and keywords must not be empty");
      }
      const completed = await applyListing(db, productId, {
        title: r.title ?? product.title,
        shortDescription: r.shortDescription || product.shortDescription || product.title,
        longDescription: r.longDescription || product.longDescription || product.title,
        features: r.features,
        benefits: r.benefits,
        keywords: r.keywords,
        usp: r.usp ?? [],
        useCases: r.useCases ?? [],
        cta: r.cta || r.callToAction || null,
        whyChooseUs: r.whyChooseUs || null,
        ...(r.course ? { course: r.course } : {}),
      }, product.facts ?? readFacts(generationInput(product)), { generator: "webhook" });
      if (completed) {
        await refreshProductCount(db, product.userId);
        await queue.send(JOBS.readyEmail, { productId });
      }
      return c.json({ ok: true, status: "complete" });
    }
    await writeProgress(db, productId, {
      progress: body.progress ?? 70,
      step: body.step ?? 2,
      message: body.message ?? "Processing...",
    });
    return c.json({ ok: true, status: "pending" });
  });
}
