import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../core/password";
import type { Auth } from "../auth/auth";
import { revokeSessions } from "../auth/revoke-sessions";
import type { SessionData } from "../auth/session";
import type { SessionForgetting } from "../auth/session-cache";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { user } from "../db/schema";
import { AppError } from "../http/errors";
import { dropConfirmations, findConfirmation, spendConfirmation, type Confirmation, type ConfirmationPurpose } from "./confirmation-token";
import { dropResetLinks } from "./reset-link";
import { setPassword } from "./set-password";
import { toApiUser } from "./to-api-user";

export const confirmationTokenInput = z.string().min(16).max(200);
export const confirmEmailInput = z.strictObject({
  token: confirmationTokenInput,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
});

/** The links that confirm the login address; a listing-ready address's link is no link here. */
const LOGIN_PURPOSES: readonly ConfirmationPurpose[] = ["verify", "change"];

const invalidLink = () => new AppError("BAD_REQUEST", "This link is invalid, expired or already used. Ask for a new one.");
const otherAccount = () => new AppError("FORBIDDEN", "Sign in to the account that asked for this change, then open the link again.");

/** What the /confirm-email page should offer for this link, in this browser. */
export async function describeConfirmation(db: Db, token: string, current: SessionData | null) {
  const row = await findConfirmation(db, token, LOGIN_PURPOSES);
  if (!row) throw invalidLink();
  const signedInAsOwner = current?.user.id === row.userId;
  return { purpose: row.purpose, email: row.email, signedInAsOwner, needsPassword: row.purpose === "verify" && !signedInAsOwner };
}

/**
 * Confirms an address without ever handing an existing password or session to the mailbox owner:
 * - "verify" in a browser holding this account's session: one click; every other session ends.
 * - "verify" anywhere else: the mailbox owner sets the password (replacing whatever it was),
 *   every session ends and this browser is signed in.
 * - "change" only with this account's session, so nobody can attach their mailbox to another
 *   person's account by clicking a link they were sent. Confirmed from the session that entered
 *   the password to ask for it, the change also spends the old address's reset links (decision 056).
 */
export async function confirmEmail(
  deps: { db: Db; auth: Auth; sessions: SessionForgetting },
  input: z.infer<typeof confirmEmailInput>,
  current: SessionData | null,
  headers: Headers,
): Promise<{ user: ReturnType<typeof toApiUser>; cookies: string[] }> {
  const { db, auth } = deps;
  const preview = await findConfirmation(db, input.token, LOGIN_PURPOSES);
  if (!preview) throw invalidLink();
  const keep = current?.user.id === preview.userId ? current.session.id : undefined;
  if (preview.purpose === "change" && !keep) throw otherAccount();
  if (preview.purpose === "verify" && !keep && !input.password) {
    throw new AppError("VALIDATION_FAILED", "Choose a password to finish.", { password: ["is required"] });
  }
  const [owner] = await db.select().from(user).where(eq(user.id, preview.userId));
  if (!owner) throw invalidLink();
  if (preview.purpose === "verify" && owner.email !== preview.email) throw invalidLink();
  if (!keep && input.password) {
    const names = [owner.firstName, owner.lastName, owner.name].filter((v): v is string => !!v);
    await setPassword({ db, hashPassword: (await auth.$context).password.hash }, { userId: owner.id, email: owner.email, names }, input.password);
  }
  const row = await spendConfirmation(db, input.token, LOGIN_PURPOSES);
  if (!row) throw invalidLink();
  const updated = await db
    .update(user)
    .set({ email: row.email, emailVerified: true, updatedAt: new Date() })
    .where(and(eq(user.id, row.userId), row.purpose === "change" ? notTakenBy(row) : eq(user.email, row.email)))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw invalidLink();
      throw error;
    });
  const confirmed = updated[0];
  if (!confirmed) throw invalidLink();
  // A change confirmed where the password was entered spends the old address's reset links; any
  // other confirmation keeps them, so the notice's link can still undo an intruder's change (decision 056).
  if (row.purpose === "change" && keep && row.passwordSessionId === keep) await dropResetLinks(db, row.userId);
  await dropConfirmations(db, row.userId, LOGIN_PURPOSES);
  await revokeSessions(deps, row.userId, keep);
  if (keep || !input.password) return { user: toApiUser(confirmed), cookies: [] };
  const signedIn = await auth.api.signInEmail({ body: { email: confirmed.email, password: input.password }, headers, returnHeaders: true });
  return { user: toApiUser(confirmed), cookies: signedIn.headers.getSetCookie() };
}

/** A change is refused if another account took the address meanwhile. */
const notTakenBy = (row: Confirmation) => sql`not exists (select 1 from ${user} other where lower(other.email) = ${row.email} and other.id <> ${row.userId})`;
