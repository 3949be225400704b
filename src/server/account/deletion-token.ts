import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { verification } from "../db/schema";

const PREFIX = "delete-account:";
const LIFETIME_MS = 60 * 60 * 1000;

/** Only a hash is stored: a database read does not hand out working links. */
const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("hex")}`;

/** A new deletion link's token for the account; an older link stops working. */
export async function issueDeletionToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(and(eq(verification.value, userId), like(verification.identifier, `${PREFIX}%`)));
    await tx.insert(verification).values({ id: randomUUID(), identifier: identifierOf(token), value: userId, expiresAt: new Date(Date.now() + LIFETIME_MS) });
  });
  return token;
}

/** The account a valid, unexpired token was issued for, or null. Deleting the account ends the token. */
export async function deletionTokenOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, new Date())));
  return row?.userId ?? null;
}
