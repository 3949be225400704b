import { and, eq, sql } from "drizzle-orm";
import type { EditableListing, ListingSection } from "../../../core/listing/editable";
import { toEditable } from "../../../core/listing/to-editable";
import type { CheckReport } from "../../../core/listing/types";
import type { Db } from "../../db/client";
import { listingVersions, products } from "../../db/schema";
import type { Addons } from "../../../core/products/addons";
import type { Completion } from "../lifecycle";
import { writeVersionRow } from "./write-version-row";

// Moved to core so the web editor reads a product exactly as a version stores it.
export { courseInfoOf, toEditable, toEditableCourse } from "../../../core/listing/to-editable";

export interface VersionMeta {
  source: "generate" | "regenerate" | "edit" | "restore" | "pick";
  authorId: string | null;
  generator?: string | null;
  section?: ListingSection | null;
  instruction?: string | null;
  locked?: ListingSection[];
  restoredFrom?: number | null;
}

export interface CurrentVersion {
  version: number;
  listing: EditableListing;
  createdAt: Date;
  authorId: string | null;
}

/** A save based on a version that is no longer the newest: the newest is carried to the 409. */
export class VersionConflict extends Error {
  constructor(readonly current: CurrentVersion) {
    super("This listing was changed since you opened it.");
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The product's listing columns for a version (the course lives in addons, as generators store it). */
function columnsOf(listing: EditableListing, check: CheckReport | null, addonsPatch: Record<string, unknown>) {
  const addons = sql`(${products.addons} || ${JSON.stringify(addonsPatch)}::jsonb)`;
  const course = listing.course ? sql`${addons} || jsonb_build_object('course', ${JSON.stringify(listing.course)}::jsonb)` : sql`${addons} - 'course'`;
  return {
    title: listing.title,
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    features: listing.features,
    benefits: listing.benefits,
    usp: listing.usp,
    useCases: listing.useCases,
    keywords: listing.keywords,
    cta: listing.cta || null,
    whyChooseUs: listing.whyChooseUs || null,
    altTexts: listing.altTexts,
    addons: course,
    listingCheck: check,
    updatedAt: new Date(),
  };
}

export async function currentVersion(db: Db | Tx, productId: string): Promise<CurrentVersion | null> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) return null;
  const [latest] = await db
    .select({ updatedAt: listingVersions.updatedAt, authorId: listingVersions.authorId })
    .from(listingVersions)
    .where(and(eq(listingVersions.productId, productId), eq(listingVersions.number, row.version)));
  return { version: row.version, listing: toEditable(row), createdAt: latest?.updatedAt ?? row.updatedAt, authorId: latest?.authorId ?? null };
}

/**
 * Stores `listing` as the product's next version and makes it current, in one transaction (a save
 * right after its author's previous save replaces that version: writeVersionRow, decision 052).
 * With `baseVersion`, only when the product is still on that version; otherwise nothing is written
 * and VersionConflict carries the newer one. Two saves on the same base: the row lock makes the
 * second see the first's version, so exactly one wins. `extra` sets more product columns in the
 * same update (the first generation's facts…); `where` narrows it.
 * Returns the new number, or null when `where` matched nothing.
 */
export async function commitVersion(
  db: Db,
  productId: string,
  listing: EditableListing,
  meta: VersionMeta,
  options: {
    baseVersion?: number;
    check: CheckReport | null;
    /** More product columns; status is lifecycle.ts's alone (`completion`). */
    extra?: Omit<Partial<typeof products.$inferInsert>, "addons" | "status">;
    /** Merged into addons before the course is written. */
    addonsPatch?: Pick<Addons, "titleChoices">;
    /** The first generation completing the product, built by lifecycle.ts's `completed`. */
    completion?: Completion;
    where?: ReturnType<typeof sql>;
  },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const conditions = [eq(products.id, productId)];
    if (options.baseVersion !== undefined) conditions.push(eq(products.version, options.baseVersion));
    if (options.where) conditions.push(options.where);
    if (options.completion) conditions.push(options.completion.where);
    const addonsPatch = { ...options.addonsPatch, ...options.completion?.addons };
    const [row] = await tx
      .update(products)
      .set({ ...columnsOf(listing, options.check, addonsPatch), ...options.extra, ...options.completion?.columns, version: sql`${products.version} + 1` })
      .where(and(...conditions))
      .returning({ id: products.id, version: products.version, category: products.category });
    if (!row) {
      if (options.baseVersion === undefined) return null;
      const current = await currentVersion(tx, productId);
      if (!current) return null;
      throw new VersionConflict(current);
    }
    await writeVersionRow(tx, row, listing, meta, options.check);
    return row.version;
  });
}
