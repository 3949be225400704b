import { and, eq } from "drizzle-orm";
import { checkTitleChoices } from "../../../core/listing/check/check-title-choices";
import type { ListingSection } from "../../../core/listing/editable";
import type { Db } from "../../db/client";
import { listingRegenerations, products } from "../../db/schema";
import { readFacts } from "../read/facts/read-facts";
import { generationInput } from "../read/generation-input";
import type { RegeneratedSections } from "../write/generator";
import { publishProductChange } from "../progress/progress";
import { mergeSections } from "./merge-sections";
import { regenerationSectionsFor } from "./regeneration-sections-for";
import { commitVersion, toEditable } from "../store/versions";

/** A completed regeneration's message when the generator had nothing to tell the creator. */
export const REGENERATION_DONE = "Complete!";

/**
 * Completes a regeneration once, whether the job's result or a workflow's callback brings it. The
 * sections are merged into the listing as it is NOW, under the product's row lock, so a save made
 * while the generator wrote is kept. Returns the new version, or null when the regeneration is no
 * longer pending; throws when the answer is unusable.
 */
export async function applyRegeneration(db: Db, regenerationId: string, answer: RegeneratedSections, meta: { generator: string }): Promise<number | null> {
  const version = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(listingRegenerations)
      .set({ status: "complete", progress: 100, message: answer.note ?? REGENERATION_DONE, callbackTokenHash: null, finishedAt: new Date() })
      .where(and(eq(listingRegenerations.id, regenerationId), eq(listingRegenerations.status, "pending")))
      .returning();
    if (!row) return null;
    const [product] = await tx.select().from(products).where(eq(products.id, row.productId)).for("update");
    if (!product) return null;
    const requested = await regenerationSectionsFor(tx as unknown as Db, row, product);
    const facts = product.facts ?? readFacts(generationInput(product));
    const { listing, report } = mergeSections(toEditable(product), answer.sections, requested, facts);
    // A rewritten title is the next generation of it: the titles offered are its own (issue 33), the old ones go.
    const checked = { ...listing, course: listing.course ?? undefined };
    const titleChoices = requested.includes("title")
      ? checkTitleChoices(checked, answer.titleChoices ?? [], facts, { productName: product.productName })
      : undefined;
    // commitVersion nests in this transaction (a savepoint): the version and the completion commit together.
    const number = await commitVersion(
      tx as unknown as Db,
      product.id,
      listing,
      {
        source: "regenerate",
        authorId: row.userId,
        generator: meta.generator,
        section: row.section as ListingSection | null,
        instruction: row.instruction,
        locked: row.locked as ListingSection[],
      },
      { check: report, addonsPatch: titleChoices && { titleChoices } },
    );
    if (number === null) throw new Error("the product vanished while it was rewritten");
    await tx.update(listingRegenerations).set({ resultVersion: number }).where(eq(listingRegenerations.id, regenerationId));
    return { number, productId: product.id };
  });
  if (!version) return null;
  await publishProductChange(db, version.productId);
  return version.number;
}
