import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { checkPasswordStrength, weakPasswordMessage } from "../auth/password-strength";
import type { Db } from "../db/client";
import { account } from "../db/schema";
import { AppError } from "../http/errors";

/** Refuses a new password that fails sign-up's strength rules, with the reason on the field. */
export function assertStrongPassword(password: string, target: { email: string; names: string[] }): void {
  const verdict = checkPasswordStrength(password, [target.email, ...target.names]);
  if (!verdict.ok) throw new AppError("VALIDATION_FAILED", weakPasswordMessage(verdict), { password: [weakPasswordMessage(verdict)] });
}

/** Replaces the account's password hash (or gives it a password), hashed as Better Auth hashes. */
export async function storePasswordHash(db: Db, userId: string, hash: string): Promise<void> {
  const credential = and(eq(account.userId, userId), eq(account.providerId, "credential"));
  const updated = await db.update(account).set({ password: hash, updatedAt: new Date() }).where(credential).returning({ id: account.id });
  if (updated.length === 0) {
    await db.insert(account).values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
  }
}
