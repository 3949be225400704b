import { and, desc, eq, lt, sql } from "drizzle-orm";
import { changedSections, type EditableListing } from "../../../core/listing/editable";
import type { CheckReport } from "../../../core/listing/types";
import type { Db } from "../../db/client";
import { listingVersions } from "../../db/schema";
import { pruneVersions } from "./prune-versions";
import { readStoredListing } from "./stored-listing";
import type { VersionMeta } from "./versions";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A save folds into its author's previous save made up to this long before it… */
export const FOLD_IDLE_SECONDS = 10 * 60;
/** …as long as that version was started less than this long ago, so a long session still leaves a version an hour. */
export const FOLD_SPAN_SECONDS = 60 * 60;

const idle = sql`make_interval(secs => ${FOLD_IDLE_SECONDS})`;

/**
 * Writes version `number` of a product whose row now says `number` (decision 052). A save
 * (`edit`) that follows its author's own save while that one is open for folding replaces it:
 * the row takes the new number and text, so the number a creator saw never shows other text and
 * a stale base still conflicts. Anything else is a new row, and the oldest beyond the cap go.
 * `changed` is computed here, against the version before, once.
 */
export async function writeVersionRow(
  tx: Tx,
  product: { id: string; version: number; category: string },
  listing: EditableListing,
  meta: VersionMeta,
  check: CheckReport | null,
) {
  const { id: productId, version: number, category } = product;
  const [latest, before] = await tx
    .select({
      id: listingVersions.id,
      source: listingVersions.source,
      authorId: listingVersions.authorId,
      open: sql<boolean>`coalesce(${listingVersions.foldUntil} > now(), false)`,
    })
    .from(listingVersions)
    .where(and(eq(listingVersions.productId, productId), lt(listingVersions.number, number)))
    .orderBy(desc(listingVersions.number))
    .limit(2);
  const folds = meta.source === "edit" && latest?.source === "edit" && latest.open && latest.authorId === meta.authorId;
  const previous = folds ? before : latest;
  // Both read as the history reads them, so the comparison does not depend on how either was written.
  const changed = previous ? changedSections(await storedListing(tx, previous.id, category), readStoredListing(listing, category)) : [];
  const values = { number, listing, listingCheck: check, changed, updatedAt: sql`now()` };
  if (folds && latest) {
    const foldUntil = sql`least(now() + ${idle}, ${listingVersions.createdAt} + make_interval(secs => ${FOLD_SPAN_SECONDS}))`;
    await tx
      .update(listingVersions)
      .set({ ...values, foldUntil })
      .where(eq(listingVersions.id, latest.id));
    return;
  }
  await tx.insert(listingVersions).values({
    ...values,
    productId,
    source: meta.source,
    authorId: meta.authorId,
    generator: meta.generator ?? null,
    section: meta.section ?? null,
    instruction: meta.instruction ?? null,
    locked: meta.locked ?? [],
    restoredFrom: meta.restoredFrom ?? null,
    foldUntil: meta.source === "edit" ? sql`now() + ${idle}` : null,
  });
  await pruneVersions(tx, productId);
}

async function storedListing(tx: Tx, id: string, category: string): Promise<EditableListing> {
  const [row] = await tx.select({ listing: listingVersions.listing }).from(listingVersions).where(eq(listingVersions.id, id));
  return readStoredListing(row?.listing, category);
}
