import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailConfirmations } from "../db/schema";

/** "verify" and "change" confirm the login address (confirm-email.ts); "notify" only a listing-ready address (notification-email.ts). */
export type ConfirmationPurpose = "verify" | "change" | "notify";
export type Confirmation = typeof emailConfirmations.$inferSelect;

const TTL_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A fresh link for `email`; it replaces the account's earlier links of the same purpose. */
export async function createConfirmation(
  db: Db,
  input: {
    userId: string;
    email: string;
    purpose: ConfirmationPurpose;
    passwordSessionId?: string | null;
    passwordHash?: string;
    browserKeyHash?: string;
  },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(emailConfirmations).where(and(eq(emailConfirmations.userId, input.userId), eq(emailConfirmations.purpose, input.purpose)));
    await tx.insert(emailConfirmations).values({ ...input, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TTL_MS) });
  });
  return token;
}

/** The live link for `token` if it is one of `purposes`: a link of another kind is no link here. */
export async function findConfirmation(db: Db, token: string, purposes: readonly ConfirmationPurpose[]): Promise<Confirmation | null> {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(
      and(eq(emailConfirmations.tokenHash, hashToken(token)), inArray(emailConfirmations.purpose, [...purposes]), gt(emailConfirmations.expiresAt, new Date())),
    );
  return row ?? null;
}

/** Spends the link: a second request with the same token finds nothing. */
export async function spendConfirmation(db: Db, token: string, purposes: readonly ConfirmationPurpose[]): Promise<Confirmation | null> {
  const [row] = await db
    .delete(emailConfirmations)
    .where(and(eq(emailConfirmations.tokenHash, hashToken(token)), inArray(emailConfirmations.purpose, [...purposes])))
    .returning();
  return row && row.expiresAt > new Date() ? row : null;
}

/** The newest live link of `purpose` (the address an e-mail change waits on, by default), if any. */
export async function pendingConfirmation(db: Db, userId: string, purpose: ConfirmationPurpose = "change"): Promise<Confirmation | null> {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), eq(emailConfirmations.purpose, purpose), gt(emailConfirmations.expiresAt, new Date())))
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function pendingEmailOf(db: Db, userId: string, purpose: ConfirmationPurpose = "change"): Promise<string | null> {
  return (await pendingConfirmation(db, userId, purpose))?.email ?? null;
}

export async function dropConfirmations(db: Db, userId: string, purposes?: ConfirmationPurpose | readonly ConfirmationPurpose[]): Promise<void> {
  const byUser = eq(emailConfirmations.userId, userId);
  const only = purposes === undefined ? [] : typeof purposes === "string" ? [purposes] : [...purposes];
  await db.delete(emailConfirmations).where(only.length > 0 ? and(byUser, inArray(emailConfirmations.purpose, only)) : byUser);
}
