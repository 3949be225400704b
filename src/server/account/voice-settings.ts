import { eq } from "drizzle-orm";
import { readVoice, type Voice } from "../../core/voice";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../http/errors";

export async function getVoice(db: Db, userId: string): Promise<Voice> {
  const [row] = await db.select({ voice: user.voice }).from(user).where(eq(user.id, userId));
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return readVoice(row.voice);
}

/** Saved for the products created from now on; a product keeps the voice it was created with. */
export async function updateVoice(db: Db, userId: string, voice: Voice): Promise<Voice> {
  const [row] = await db.update(user).set({ voice, updatedAt: new Date() }).where(eq(user.id, userId)).returning({ voice: user.voice });
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return readVoice(row.voice);
}
