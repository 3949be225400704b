import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { verification } from "../db/schema";

const RESET_TTL_MS = 60 * 60 * 1000;
const RESET_PREFIX = "reset-password:";

/**
 * A password-reset link for notices that offer one (sign-up attempt, e-mail change). Stored the way
 * Better Auth stores its own, so its /reset-password endpoint accepts it.
 */
export async function createResetLink(db: Db, appUrl: string, userId: string): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: `${RESET_PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  return `${appUrl}/reset-password?token=${token}`;
}

/** Using one reset link spends every other outstanding one of the account. */
export async function dropResetLinks(db: Db, userId: string): Promise<void> {
  await db.delete(verification).where(and(like(verification.identifier, `${RESET_PREFIX}%`), eq(verification.value, userId)));
}
