import { and, eq, inArray, like, ne, sql } from "drizzle-orm";
import { deriveShortDescription, deriveTitle } from "../../core/products/derive";
import { DUPLICATE_TEXTS, uniqueTitle } from "../../core/products/duplicates";
import { PLANS } from "../../core/plans";
import type { DuplicateProduct } from "../../core/api-types";
import type { Db } from "../db/client";
import { escapeLike } from "../db/like";
import { products, subscriptions, uploads } from "../db/schema";
import { AppError } from "../http/errors";
import { ensureSubscription } from "../plan/ensure-subscription";
import { mediaUrl } from "../uploads/store-uploads";
import { recordEvent } from "../analytics/record-event";
import type { CreateProductInput } from "./create-product-input";

export class DuplicateProductError extends Error {
  constructor(readonly duplicate: DuplicateProduct) {
    super("A product with this title already exists");
  }
}

/**
 * Creates a pending product. The plan cap is checked and the row inserted in one transaction
 * holding the user's subscription row lock, so parallel requests cannot overshoot the cap.
 */
export async function createProduct(db: Db, userId: string, input: CreateProductInput, now = new Date()) {
  await ensureSubscription(db, userId);
  return db.transaction(async (tx) => {
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for("update");
    if (!subscription) throw new AppError("NOT_FOUND", "Subscription not found");
    const [used] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.userId, userId), inArray(products.status, ["pending", "complete"])));
    if ((used?.count ?? 0) >= subscription.maxProducts) {
      throw new AppError(
        "PLAN_LIMIT",
        `Your ${PLANS[subscription.tier].name} plan allows ${subscription.maxProducts} product${subscription.maxProducts === 1 ? "" : "s"}. Upgrade your plan to create more.`,
      );
    }

    const imageIds = [
      ...input.screenshotIds,
      ...(input.testimonial ? [input.testimonial.avatarId] : []),
      ...(input.beforeAfter ? [input.beforeAfter.beforeId, input.beforeAfter.afterId] : []),
    ];
    const owned = await tx
      .select({ id: uploads.id, storageKey: uploads.storageKey, thumbnailKey: uploads.thumbnailKey })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), inArray(uploads.id, imageIds)))
      // Held until commit, so the clean-up of unused uploads cannot delete an image being attached.
      .for("share");
    const byId = new Map(owned.map((u) => [u.id, u]));
    if (imageIds.some((imageId) => !byId.has(imageId))) throw new AppError("VALIDATION_FAILED", "An image was not found; upload it again.");
    const urlOf = (imageId: string) => mediaUrl(byId.get(imageId)?.storageKey ?? "");

    let title = deriveTitle(input.description);
    let message: string | null = null;
    const [duplicate] = await tx
      .select({ id: products.id, title: products.title, category: products.category, createdAt: products.createdAt, archived: products.archived })
      .from(products)
      // A failed product is no duplicate: trying again after a failure must simply work.
      .where(
        and(
          eq(products.userId, userId),
          eq(products.title, title),
          eq(products.category, input.category),
          eq(products.archived, false),
          ne(products.status, "failed"),
        ),
      )
      .limit(1);
    if (duplicate) {
      if (!input.onDuplicate) {
        throw new DuplicateProductError({ ...duplicate, createdAt: duplicate.createdAt.toISOString() });
      }
      if (input.onDuplicate === "replace") {
        await tx.update(products).set({ archived: true, updatedAt: now }).where(eq(products.id, duplicate.id));
        message = DUPLICATE_TEXTS.replaced;
      } else {
        const taken = await tx
          .select({ title: products.title })
          .from(products)
          .where(and(eq(products.userId, userId), like(products.title, `${escapeLike(title)} (%)`)));
        title = uniqueTitle(title, new Set(taken.map((t) => t.title)), now);
        message = DUPLICATE_TEXTS.createdWithTitle(title);
      }
    }

    const firstScreenshot = byId.get(input.screenshotIds[0] ?? "");
    const [row] = await tx
      .insert(products)
      .values({
        userId,
        title,
        shortDescription: deriveShortDescription(input.description),
        longDescription: input.description,
        category: input.category,
        images: input.screenshotIds.map(urlOf),
        thumbnailUrl: firstScreenshot ? mediaUrl(firstScreenshot.thumbnailKey) : null,
        status: "pending",
        addons: {
          targetPlatform: input.targetPlatform,
          ...(input.fileFormats ? { fileFormats: input.fileFormats } : {}),
          ...(input.testimonial
            ? { testimonial: { content: input.testimonial.content, title: input.testimonial.title, avatarUrl: urlOf(input.testimonial.avatarId) } }
            : {}),
          ...(input.beforeAfter
            ? { beforeAfter: { beforeUrl: urlOf(input.beforeAfter.beforeId), afterUrl: urlOf(input.beforeAfter.afterId) } }
            : {}),
          progress: 50,
          step: 1,
          message: "Product created",
          sourceDescription: input.description,
        },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("product insert returned no row");
    await recordEvent(tx, { eventId: `create_product:${row.id}`, name: "create_product", userId, origin: "server" });
    return { row, message };
  });
}
