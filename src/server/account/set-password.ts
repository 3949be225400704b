import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { checkPasswordStrength, weakPasswordMessage } from "../auth/password-strength";
import type { Db } from "../db/client";
import { account } from "../db/schema";
import { AppError } from "../http/errors";

/**
 * Replaces the account's password (or gives it one) after the same strength rules as sign-up,
 * hashed by `hashPassword`, the hasher Better Auth was configured with.
 */
export async function setPassword(
  { db, hashPassword }: { db: Db; hashPassword: (password: string) => Promise<string> },
  target: { userId: string; email: string; names: string[] },
  password: string,
) {
  const verdict = checkPasswordStrength(password, [target.email, ...target.names]);
  if (!verdict.ok) throw new AppError("VALIDATION_FAILED", weakPasswordMessage(verdict), { password: [weakPasswordMessage(verdict)] });
  const hash = await hashPassword(password);
  const credential = and(eq(account.userId, target.userId), eq(account.providerId, "credential"));
  const updated = await db.update(account).set({ password: hash, updatedAt: new Date() }).where(credential).returning({ id: account.id });
  if (updated.length === 0) {
    await db.insert(account).values({ id: randomUUID(), accountId: target.userId, providerId: "credential", userId: target.userId, password: hash });
  }
}
