import { and, count, eq, gt, min, sql } from "drizzle-orm";
import type { z } from "zod";
import { entitlements } from "../../../core/billing";
import { PAID_SECTIONS, SECTION_LABELS, type ListingSection, type regenerateSchema } from "../../../core/listing/editable";
import { PLANS, type Tier } from "../../../core/plans";
import { isCourse } from "../../../core/products/course";
import type { Db } from "../../db/client";
import { generationInput } from "../read/generation-input";
import type { Generator } from "../write/generator";
import { isUniqueViolation } from "../../db/errors";
import { listingRegenerations, type products } from "../../db/schema";
import { AppError } from "../../http/errors";
import { assertBuiltinCanFollow } from "./assert-builtin-instruction";
import { regenerationSections } from "./regeneration-sections";
import type { RegenerationRow } from "./regeneration-view";

const DAY_MS = 24 * 60 * 60 * 1000;

const running = () => new AppError("REGENERATION_RUNNING", "This listing is already being rewritten. Wait for it to finish, then try again.");

/** Refuses what the plan or the product does not allow before anything is stored. */
function assertAllowed(input: z.infer<typeof regenerateSchema>, product: typeof products.$inferSelect, tier: Tier, generator: Generator["name"]) {
  const { section, locked } = input;
  if (section && locked.includes(section)) {
    throw new AppError("VALIDATION_FAILED", `locked: ${SECTION_LABELS[section]} is locked, so it cannot be rewritten`, {
      locked: ["must not contain the section being rewritten"],
    });
  }
  const plan = entitlements(tier);
  if (section && (PAID_SECTIONS as readonly ListingSection[]).includes(section) && !(section === "keywords" ? plan.seoTags : plan.useCases)) {
    throw new AppError("PLAN_REQUIRED", `${SECTION_LABELS[section]} are included in the Creator and Pro plans.`);
  }
  if (section === "course" && !isCourse(product.category)) throw new AppError("BAD_REQUEST", "Only a course listing has course details to rewrite.");
  if (regenerationSections({ section, locked }, { isCourse: isCourse(product.category), plan }).length === 0) {
    throw new AppError("VALIDATION_FAILED", "locked: every section is locked, so there is nothing to rewrite", {
      locked: ["must leave at least one section to rewrite"],
    });
  }
  if (product.status !== "complete") throw new AppError("CONFLICT", "The listing can be rewritten once it is written.");
  // A model or a workflow reads free text; the built-in writer only its set.
  if (generator === "builtin") assertBuiltinCanFollow(input.instruction || null, generationInput(product).description);
}

/**
 * Records a regeneration for the plan's daily allowance. The count and the insert run under a
 * per-account advisory lock in one transaction, so two submits at once cannot both pass the
 * limit; the one-pending-per-product index turns a second submit for the product into a 409.
 */
export async function startRegeneration(
  db: Db,
  userId: string,
  product: typeof products.$inferSelect,
  input: z.infer<typeof regenerateSchema>,
  tier: Tier,
  generator: Generator["name"],
): Promise<{ row: RegenerationRow; remainingToday: number; limitPerDay: number }> {
  assertAllowed(input, product, tier, generator);
  const limitPerDay = PLANS[tier].regenerationsPerDay;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`regenerate:${userId}`}))`);
      const since = new Date(Date.now() - DAY_MS);
      const [used] = await tx
        .select({ count: count(), oldest: min(listingRegenerations.createdAt) })
        .from(listingRegenerations)
        .where(and(eq(listingRegenerations.userId, userId), gt(listingRegenerations.createdAt, since)));
      const usedToday = used?.count ?? 0;
      if (usedToday >= limitPerDay) {
        const retryAfter = Math.max(1, Math.ceil(((used?.oldest?.getTime() ?? Date.now()) + DAY_MS - Date.now()) / 1000));
        throw new AppError(
          "TOO_MANY_REQUESTS",
          `Your ${PLANS[tier].name} plan includes ${limitPerDay} regenerations in 24 hours, and they are used up. Try again in ${Math.ceil(retryAfter / 3600)} h, or upgrade for more.`,
          undefined,
          retryAfter,
        );
      }
      const [pending] = await tx
        .select({ id: listingRegenerations.id })
        .from(listingRegenerations)
        .where(and(eq(listingRegenerations.productId, product.id), eq(listingRegenerations.status, "pending")));
      if (pending) throw running();
      const [row] = await tx
        .insert(listingRegenerations)
        .values({
          productId: product.id,
          userId,
          section: input.section,
          instruction: input.instruction || null,
          locked: [...new Set(input.locked)],
          baseVersion: input.baseVersion,
          message: "Waiting to start...",
        })
        .returning();
      if (!row) throw new Error("the regeneration was not stored");
      return { row, remainingToday: limitPerDay - usedToday - 1, limitPerDay };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw running();
    throw error;
  }
}
