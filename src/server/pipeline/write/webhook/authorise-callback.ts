import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listingRegenerations, products } from "../../../db/schema";
import { AppError } from "../../../http/errors";
import type { RegenerationRow } from "../../regenerate/regeneration-view";
import { hashCallbackToken } from "./webhook-generator";

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The workflow's token from `Authorization: Bearer …`; 401 without one. */
export function callbackToken(authorization: string | undefined): string {
  const token = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(authorization ?? "")?.[1];
  if (!token) throw new AppError("UNAUTHORIZED", "A callback token is required");
  return token;
}

export interface CallbackTarget {
  product: typeof products.$inferSelect;
  /** Set when the token is a pending regeneration's: the report is on that regeneration. */
  regeneration: RegenerationRow | null;
}

/**
 * What a workflow's token may report on: the product it was sent with, only while that product is
 * pending (a finished product's token is void), or one of the product's pending regenerations,
 * each with its own token. 403 for anything else.
 */
export async function authoriseCallback(db: Db, productId: string, token: string): Promise<CallbackTarget> {
  const [product] = /^[0-9a-f-]{36}$/.test(productId) ? await db.select().from(products).where(eq(products.id, productId)) : [];
  const hash = hashCallbackToken(token);
  const forProduct = !!product?.callbackTokenHash && product.status === "pending" && sameHash(product.callbackTokenHash, hash);
  if (product && forProduct) return { product, regeneration: null };
  const [regeneration] = product
    ? await db
        .select()
        .from(listingRegenerations)
        .where(
          and(eq(listingRegenerations.productId, product.id), eq(listingRegenerations.status, "pending"), eq(listingRegenerations.callbackTokenHash, hash)),
        )
    : [];
  if (!product || !regeneration) throw new AppError("FORBIDDEN", "The callback token is not valid for this product");
  return { product, regeneration };
}
