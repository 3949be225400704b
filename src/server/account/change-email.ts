import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import { verifyPassword } from "../auth/password-hash";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { account, user } from "../db/schema";
import { AppError } from "../http/errors";
import { toApiUser } from "./to-api-user";

export const changeEmailInput = z.strictObject({
  newEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email("must be a valid e-mail address").max(254)),
  password: z.string().min(1, "is required").max(128),
});

/**
 * Moves the account to a new address after the password is re-entered. The new address starts
 * unverified (so it cannot claim the administrator role) and gets a confirmation link.
 */
export async function changeEmail(db: Db, auth: Auth, userId: string, input: z.infer<typeof changeEmailInput>) {
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.password) {
    throw new AppError("BAD_REQUEST", "Set a password first: use 'Forgot password' to create one.");
  }
  if (!(await verifyPassword({ hash: credential.password, password: input.password }))) {
    throw new AppError("BAD_REQUEST", "The password is incorrect.");
  }
  const taken = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${input.newEmail}`, ne(user.id, userId)));
  if (taken.length > 0) throw new AppError("CONFLICT", "Another account already uses this e-mail address.");

  const [row] = await db
    .update(user)
    .set({ email: input.newEmail, emailVerified: false, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError("CONFLICT", "Another account already uses this e-mail address.");
      throw error;
    });
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  await auth.api.sendVerificationEmail({ body: { email: input.newEmail, callbackURL: "/settings" } });
  return toApiUser(row);
}
