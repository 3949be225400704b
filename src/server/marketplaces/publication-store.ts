import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { publications } from "../db/schema";

export type PublicationRow = typeof publications.$inferSelect;

/** Writes part of a publication at once: each remote id is kept the moment the marketplace gives it. */
export const updatePublication = (db: Db, id: string, values: Partial<PublicationRow>) =>
  db
    .update(publications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(publications.id, id));

export async function currentPublication(db: Db, id: string): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  return row;
}

/** An image's name and type from its storage key (the uploads store JPEG, PNG or WebP). */
export function imageUpload(key: string, index: number) {
  const name = key.split("/").pop() ?? `image-${index + 1}`;
  const contentType = name.endsWith(".png") ? "image/png" : name.endsWith(".webp") ? "image/webp" : "image/jpeg";
  return { name, contentType };
}
