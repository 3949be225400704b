import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { changeEmailInput } from "../../core/account/inputs";
import { verifyPassword } from "../auth/password-hash";
import type { Db } from "../db/client";
import { account, user } from "../db/schema";
import { AppError } from "../http/errors";
import { emailChangeRequestedMail } from "../mail/templates";
import { createConfirmation, dropConfirmations, pendingConfirmation } from "./confirmation-token";
import { createResetLink } from "./reset-link";
import { sendConfirmation, type AccountMailDeps } from "./send-confirmation";

export { changeEmailInput };

async function checkPassword(db: Db, userId: string, password: string) {
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!credential?.password) {
    throw new AppError("BAD_REQUEST", "Set a password first: use 'Forgot password' to create one.");
  }
  if (!(await verifyPassword({ hash: credential.password, password }))) {
    throw new AppError("BAD_REQUEST", "The password is incorrect.");
  }
}

/**
 * Records the pending address; only a free address is mailed its link (a taken one could never
 * confirm). `passwordSessionId` is the session that entered the password for this change.
 */
async function linkNewAddress(deps: AccountMailDeps, input: { userId: string; email: string; passwordSessionId: string | null }) {
  const taken = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${input.email}`, ne(user.id, input.userId)));
  const link = { ...input, purpose: "change" as const };
  if (taken.length > 0) await createConfirmation(deps.db, link);
  else await sendConfirmation(deps, { ...link, next: "/settings" });
}

/**
 * Asks to move the login to a new address. Nothing changes until the new address confirms from
 * this account's session (confirm-email.ts); the old address is told, with a reset link. An address
 * another account uses gets the same answer and no mail, so the form reveals no other account.
 */
export async function requestEmailChange(deps: AccountMailDeps, userId: string, sessionId: string | null, input: z.infer<typeof changeEmailInput>) {
  const { db } = deps;
  await checkPassword(db, userId, input.password);
  const [current] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!current) throw new AppError("NOT_FOUND", "Account not found");
  if (current.email === input.newEmail) throw new AppError("BAD_REQUEST", "This is already your e-mail address.");
  await linkNewAddress(deps, { userId, email: input.newEmail, passwordSessionId: sessionId });
  const resetUrl = await createResetLink(db, deps.appUrl, userId);
  await deps.send(emailChangeRequestedMail(current.email, input.newEmail, resetUrl));
  return { pendingEmail: input.newEmail };
}

/** A new link for the pending change; it stays tied to the session that entered the password, not to the one resending. */
export async function resendEmailChange(deps: AccountMailDeps, userId: string) {
  const pending = await pendingConfirmation(deps.db, userId, "change");
  if (!pending) throw new AppError("NOT_FOUND", "No e-mail change is waiting for confirmation.");
  await linkNewAddress(deps, { userId, email: pending.email, passwordSessionId: pending.passwordSessionId });
  return { pendingEmail: pending.email };
}

export async function cancelEmailChange(db: Db, userId: string) {
  await dropConfirmations(db, userId, "change");
  return { pendingEmail: null };
}
