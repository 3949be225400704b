import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { deleteAccountInput } from "../../core/account/inputs";
import type { DeleteAccountResponse } from "../../core/api-types";
import { verifyPassword } from "../auth/password-hash";
import { account, user } from "../db/schema";
import { AppError } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import { deleteAccountMail } from "../mail/templates";
import { issueDeletionToken } from "./deletion-token";
import { ACCOUNT_GONE, eraseAccount, type EraseDeps } from "./erase-account";

export interface DeletionDeps extends EraseDeps {
  mailer: Mailer;
  appUrl: string;
}

export { deleteAccountInput };

const PASSWORD_REQUIRED = "Enter your password to delete your account.";

/**
 * POST /api/account/delete. An account with a password is deleted when the password is right;
 * one without (Google sign-in) gets a link by e-mail, and is deleted when the link is followed:
 * a session alone (a borrowed laptop, a stolen cookie) never deletes an account.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  owner: { id: string; email: string },
  input: z.infer<typeof deleteAccountInput>,
): Promise<DeleteAccountResponse> {
  // A double submit that arrives after the first finished: the session was loaded before its
  // account went, and an account without a credential row must not read as "Google-only". The
  // account and its password are read in one statement, one snapshot: read apart, the first
  // request's delete could land between them, and this one mailed a deletion link (seen under load).
  const [credential] = await deps.db
    .select({ password: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(eq(user.id, owner.id));
  if (!credential) throw new AppError("UNAUTHORIZED", ACCOUNT_GONE);
  if (!credential.password) {
    const token = await issueDeletionToken(deps.db, owner.id);
    const url = `${deps.appUrl.replace(/\/+$/, "")}/delete-account?${new URLSearchParams({ token })}`;
    await deps.mailer.send(deleteAccountMail(owner.email, url));
    return { deleted: false, confirmationSent: true };
  }
  if (!input.password) throw new AppError("VALIDATION_FAILED", `password: ${PASSWORD_REQUIRED}`, { password: [PASSWORD_REQUIRED] });
  if (!(await verifyPassword({ hash: credential.password, password: input.password }))) {
    throw new AppError("BAD_REQUEST", "The password is incorrect.", { password: ["The password is incorrect."] });
  }
  await eraseAccount(deps, owner.id);
  return { deleted: true, confirmationSent: false };
}
