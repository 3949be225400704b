import { and, eq, inArray, like } from "drizzle-orm";
import { deriveShortDescription, deriveTitle } from "../../core/products/derive";
import { readVoice } from "../../core/voice";
import { DUPLICATE_TEXTS, uniqueTitle } from "../../core/products/duplicates";
import type { Db } from "../db/client";
import { escapeLike } from "../db/like";
import { products, productSaleDetails, uploads, user } from "../db/schema";
import { AppError } from "../http/errors";
import { assertSlotFree, lockPlan } from "../plan/claim-slot";
import { ensureSubscription } from "../plan/ensure-subscription";
import { mediaUrl } from "../uploads/store-uploads";
import { recordEvent } from "../analytics/record-event";
import * as lifecycle from "../pipeline/lifecycle";
import type { CreateProductInput } from "./create-product-input";
import { duplicateError, findDuplicate } from "./find-duplicate";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The title the new product is submitted with: derived from the description; when it clashes with
 * a listing made from the same submission, the creator's choice (replace or a unique " (n)") is
 * applied, or 409 DUPLICATE asks for one.
 */
async function submittedTitle(tx: Tx, userId: string, input: CreateProductInput, now: Date) {
  const title = deriveTitle(input.description);
  const duplicate = await findDuplicate(tx, userId, { title, category: input.category });
  if (!duplicate) return { title, message: null };
  if (!input.onDuplicate) throw duplicateError(duplicate);
  if (input.onDuplicate === "replace") {
    await tx.update(products).set({ archived: true, updatedAt: now }).where(eq(products.id, duplicate.id));
    return { title, message: DUPLICATE_TEXTS.replaced };
  }
  const taken = await tx
    .select({ title: products.submittedTitle })
    .from(products)
    .where(and(eq(products.userId, userId), like(products.submittedTitle, `${escapeLike(title)} (%)`)));
  const unique = uniqueTitle(title, new Set(taken.map((t) => t.title ?? "")), now);
  return { title: unique, message: DUPLICATE_TEXTS.createdWithTitle(unique) };
}

/**
 * Creates a pending product. The plan cap is checked and the row inserted in one transaction
 * holding the user's subscription row lock, so parallel requests cannot overshoot the cap.
 */
export async function createProduct(db: Db, userId: string, input: CreateProductInput, now = new Date()) {
  await ensureSubscription(db, userId);
  return db.transaction(async (tx) => {
    await assertSlotFree(tx, userId, await lockPlan(tx, userId));

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

    const { title, message } = await submittedTitle(tx, userId, input, now);
    // The product's own voice, else the seller's as it is now (issue 33): its generations and regenerations keep it.
    const [owner] = input.voice ? [] : await tx.select({ voice: user.voice }).from(user).where(eq(user.id, userId));
    const voice = input.voice ?? (owner?.voice ? readVoice(owner.voice) : null);

    const firstScreenshot = byId.get(input.screenshotIds[0] ?? "");
    const row = await lifecycle.created(tx, {
      userId,
      title,
      submittedTitle: title,
      productName: input.productName,
      shortDescription: deriveShortDescription(input.description),
      longDescription: input.description,
      category: input.category,
      images: input.screenshotIds.map(urlOf),
      thumbnailUrl: firstScreenshot ? mediaUrl(firstScreenshot.thumbnailKey) : null,
      addons: {
        targetPlatform: input.targetPlatform,
        ...(input.fileFormats ? { fileFormats: input.fileFormats } : {}),
        ...(input.testimonial
          ? {
              testimonial: {
                content: input.testimonial.content,
                title: input.testimonial.title,
                avatarUrl: urlOf(input.testimonial.avatarId),
                rating: input.testimonial.rating,
              },
            }
          : {}),
        ...(input.beforeAfter ? { beforeAfter: { beforeUrl: urlOf(input.beforeAfter.beforeId), afterUrl: urlOf(input.beforeAfter.afterId) } } : {}),
        sourceDescription: input.description,
        ...(voice ? { voice } : {}),
      },
      createdAt: now,
      updatedAt: now,
    });
    // The wizard's "made with AI tools" starts the sale details (the publish card edits them later); no row is the defaults.
    if (input.madeWithAi) await tx.insert(productSaleDetails).values({ productId: row.id, madeWithAi: true });
    await recordEvent(tx, { eventId: `create_product:${row.id}`, name: "create_product", userId, origin: "server" });
    return { row, message };
  });
}
