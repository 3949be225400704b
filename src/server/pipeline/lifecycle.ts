import { eq, sql, type SQL } from "drizzle-orm";
import type { EditableListing } from "../../core/listing/editable";
import type { CheckReport, FactSheet } from "../../core/listing/types";
import type { Addons } from "../../core/products/addons";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import type { DraftSection } from "./progress/draft-section";
import { publishProductChange, type ProgressUpdate } from "./progress/progress";
import { commitVersion, type VersionMeta } from "./store/versions";

/**
 * A product's lifecycle (issue 34): the only place its `status` and its progress (addons'
 * progress, step and message, decision 009) are written. created/retried make it pending;
 * progressed and sectionDrafted move it along while it still is; failed and completed end it,
 * each only from pending, so a late callback or a job run again after a crash changes nothing.
 * lifecycle.test.ts fails when another server file writes these columns.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The product's addons with this progress merged in (never lower than the stored progress). */
function addonsWithProgress(update: ProgressUpdate) {
  const progress = Math.max(0, Math.min(95, Math.round(update.progress)));
  return sql`${products.addons} || jsonb_build_object(
    'progress', greatest(${progress}::int, coalesce((${products.addons}->>'progress')::int, 0)),
    'step', ${Math.max(0, Math.min(3, update.step))}::int,
    'message', ${update.message.slice(0, 200)}::text)`;
}

/** A new product, pending its first generation; the caller queues the job once this commits. */
export async function created(tx: Tx, values: Omit<typeof products.$inferInsert, "status">) {
  const [row] = await tx
    .insert(products)
    .values({ ...values, status: "pending", addons: { ...values.addons, progress: 50, step: 1, message: "Product created" } })
    .returning();
  if (!row) throw new Error("product insert returned no row");
  return row;
}

/** A failed product pending again from the same submission; the caller has locked it and checked it failed. */
export async function retried(tx: Tx, productId: string, now: Date) {
  const [row] = await tx
    .update(products)
    .set({
      status: "pending",
      draft: null,
      callbackTokenHash: null,
      addons: sql`${products.addons} || '{"progress": 50, "step": 1, "message": "Trying again..."}'::jsonb`,
      updatedAt: now,
    })
    .where(eq(products.id, productId))
    .returning();
  return row;
}

export async function progressed(db: Db, productId: string, update: ProgressUpdate): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ addons: addonsWithProgress(update), updatedAt: new Date() })
    .where(sql`${products.id} = ${productId} and ${products.status} = 'pending'`)
    .returning({ id: products.id });
  if (rows.length > 0) await publishProductChange(db, productId);
  return rows.length > 0;
}

/** One finished section goes into the draft with the progress it stands for, in one update. */
export async function sectionDrafted(db: Db, productId: string, { section, value }: DraftSection, update: ProgressUpdate): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({
      draft: sql`coalesce(${products.draft}, '{}'::jsonb) || jsonb_build_object(${section}::text, ${JSON.stringify(value)}::jsonb)`,
      addons: addonsWithProgress(update),
      updatedAt: new Date(),
    })
    .where(sql`${products.id} = ${productId} and ${products.status} = 'pending'`)
    .returning({ id: products.id });
  if (rows.length > 0) await publishProductChange(db, productId);
  return rows.length > 0;
}

/** The last attempt failed: a pending product becomes failed and its watchers are told. */
export async function failed(db: Db, productId: string): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({
      status: "failed",
      callbackTokenHash: null,
      addons: sql`${products.addons} || '{"progress": 0, "message": "Product processing failed"}'::jsonb`,
      updatedAt: new Date(),
    })
    .where(sql`${products.id} = ${productId} and ${products.status} = 'pending'`)
    .returning({ id: products.id });
  if (rows.length > 0) await publishProductChange(db, productId);
  return rows.length > 0;
}

declare const fromLifecycle: unique symbol;

/**
 * What completing sets, handed to commitVersion so the listing, version 1 and the status commit
 * in one update. Only `completed` builds one: commitVersion's other options cannot set status.
 */
export interface Completion {
  readonly [fromLifecycle]: true;
  columns: { status: "complete"; callbackTokenHash: null; draft: null };
  addons: { progress: 100; step: 3; message: "Complete!" };
  where: SQL;
}

/** The first listing, stored as version 1. Returns whether this call completed the product. */
export async function completed(
  db: Db,
  productId: string,
  listing: EditableListing,
  meta: VersionMeta,
  written: { check: CheckReport; facts: FactSheet; titleChoices: Addons["titleChoices"] },
): Promise<boolean> {
  const completion = {
    columns: { status: "complete", callbackTokenHash: null, draft: null },
    addons: { progress: 100, step: 3, message: "Complete!" },
    where: sql`${products.status} = 'pending'`,
  } as Completion;
  const version = await commitVersion(db, productId, listing, meta, {
    check: written.check,
    extra: { facts: written.facts },
    addonsPatch: { titleChoices: written.titleChoices },
    completion,
  });
  return version !== null;
}
