import type { z } from "zod";
import type { products } from "../../../db/schema";
import { AppError } from "../../../http/errors";
import type { callbackBody } from "../../../../core/listing/generation-callback";
import { completeProduct, type CompletionDeps } from "../../store/complete-product";
import { recordFailedAttempt } from "../../job/fail-product";
import { readFacts } from "../../read/facts/read-facts";
import { generationInput } from "../../read/generation-input";
import * as lifecycle from "../../lifecycle";

type Body = z.infer<typeof callbackBody>;

export interface CallbackAnswer {
  ok: true;
  status: "pending" | "complete" | "failed";
}

/**
 * A workflow's report on a product's first generation (its token was checked by the caller): an
 * error fails the product, a result completes it through the same path as the generation job
 * (complete-product.ts), anything else is progress.
 */
export async function productCallback(deps: CompletionDeps, product: typeof products.$inferSelect, body: Body): Promise<CallbackAnswer> {
  const { db } = deps;
  if (body.section)
    throw new AppError("VALIDATION_FAILED", "section: a first generation writes the whole listing (leave section out)", {
      section: ["must be left out or null"],
    });
  if (body.error) {
    await recordFailedAttempt(db, { productId: product.id, attempt: 1, final: true, generator: "webhook", error: body.error });
    return { ok: true, status: "failed" };
  }
  if (body.result) {
    const r = body.result;
    if (!r.features.length || !r.benefits.length || !r.keywords.length) {
      throw new AppError("VALIDATION_FAILED", "result: features, benefits and keywords must not be empty");
    }
    const listing = {
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
    };
    await completeProduct(deps, product, listing, product.facts ?? readFacts(generationInput(product)), { generator: "webhook" });
    return { ok: true, status: "complete" };
  }
  await lifecycle.progressed(db, product.id, {
    progress: body.progress ?? 70,
    step: body.step ?? 2,
    message: body.message ?? "Processing...",
  });
  return { ok: true, status: "pending" };
}
