import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailConfirmations } from "../db/schema";

export type ConfirmationPurpose = "verify" | "change";
export type Confirmation = typeof emailConfirmations.$inferSelect;

const TTL_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A fresh link for `email`; it replaces the account's earlier links of the same purpose. */
export async function createConfirmation(
  db: Db,
  input: { userId: string; email: string; purpose: ConfirmationPurpose; passwordHash?: string; browserKeyHash?: string },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(emailConfirmations).where(and(eq(emailConfirmations.userId, input.userId), eq(emailConfirmations.purpose, input.purpose)));
    await tx.insert(emailConfirmations).values({ ...input, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TTL_MS) });
  });
  return token;
}

export async function findConfirmation(db: Db, token: string): Promise<Confirmation | null> {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.tokenHash, hashToken(token)), gt(emailConfirmations.expiresAt, new Date())));
  return row ?? null;
}

/** The address an e-mail change is waiting on, if any. */
export async function pendingEmailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), eq(emailConfirmations.purpose, "change"), gt(emailConfirmations.expiresAt, new Date())))
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return row?.email ?? null;
}

export async function dropConfirmations(db: Db, userId: string, purpose?: ConfirmationPurpose): Promise<void> {
  const byUser = eq(emailConfirmations.userId, userId);
  await db.delete(emailConfirmations).where(purpose ? and(byUser, eq(emailConfirmations.purpose, purpose)) : byUser);
}
