import { timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { EmailConfirmationStep } from "../../core/api-types";
import { confirmationTokenInput, confirmEmailInput } from "../../core/account/inputs";
import type { Auth } from "../auth/auth";
import { verifyPassword } from "../auth/password-hash";
import { revokeSessions } from "../auth/revoke-sessions";
import type { SessionData } from "../auth/session";
import type { SessionForgetting } from "../auth/session-cache";
import { startSession } from "../auth/start-session";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { user } from "../db/schema";
import { AppError } from "../http/errors";
import { dropConfirmations, findConfirmation, hashToken, spendConfirmation, type Confirmation, type ConfirmationPurpose } from "./confirmation-token";
import { dropResetLinks } from "./reset-link";
import { assertStrongPassword, storePasswordHash } from "./set-password";
import { toApiUser } from "./to-api-user";

export { confirmationTokenInput, confirmEmailInput };

/** The links that confirm the login address; a listing-ready address's link is no link here. */
const LOGIN_PURPOSES: readonly ConfirmationPurpose[] = ["verify", "change"];

/** What the browser opening a link brings besides the link: its session and a sign-up's key. */
export interface ConfirmingBrowser {
  session: SessionData | null;
  signUpKey: string | undefined;
  headers: Headers;
}

const invalidLink = () => new AppError("BAD_REQUEST", "This link is invalid, expired or already used. Ask for a new one.");
const otherAccount = () => new AppError("FORBIDDEN", "Sign in to the account that asked for this change, then open the link again.");
const passwordRefused = (message: string, field: string) => new AppError("VALIDATION_FAILED", message, { password: [field] });

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const fromSignUpBrowser = (row: Confirmation, key: string | undefined) => !!row.browserKeyHash && !!key && sameHash(hashToken(key), row.browserKeyHash);

/**
 * What this browser must add to the link (decisions 012, 057):
 * - "confirm": nothing. The account's own session, or a sign-up's link in the browser that signed up.
 * - "sign-up-password": a sign-up's link elsewhere; the password that sign-up chose, typed once.
 * - "new-password": a link without a sign-up (a resend) elsewhere; the mailbox owner sets the password.
 * - "sign-in": an e-mail change outside the account's session, which can never confirm it.
 */
function stepFor(row: Confirmation, signedInAsOwner: boolean, signUpKey: string | undefined): EmailConfirmationStep {
  if (row.purpose === "change") return signedInAsOwner ? "confirm" : "sign-in";
  if (signedInAsOwner || fromSignUpBrowser(row, signUpKey)) return "confirm";
  return row.passwordHash ? "sign-up-password" : "new-password";
}

/** What the /confirm-email page should offer for this link, in this browser. */
export async function describeConfirmation(db: Db, token: string, browser: Omit<ConfirmingBrowser, "headers">) {
  const row = await findConfirmation(db, token, LOGIN_PURPOSES);
  if (!row) throw invalidLink();
  const signedInAsOwner = browser.session?.user.id === row.userId;
  return { purpose: row.purpose, email: row.email, signedInAsOwner, step: stepFor(row, signedInAsOwner, browser.signUpKey) };
}

/** The password hash the account takes: the sign-up's (checked against what was typed, if asked), a new one, or none. */
async function passwordHashFor(step: EmailConfirmationStep, row: Confirmation, owner: typeof user.$inferSelect, password: string | undefined, auth: Auth) {
  if (step === "confirm") return row.passwordHash;
  if (!password) throw passwordRefused("Enter the password to finish.", "is required");
  if (step === "sign-up-password" && row.passwordHash) {
    if (await verifyPassword({ hash: row.passwordHash, password })) return row.passwordHash;
    throw passwordRefused(
      "This is not the password chosen when this link was asked for. Open the link in the browser you signed up in, or sign up again.",
      "is not the password chosen at sign-up",
    );
  }
  assertStrongPassword(password, { email: owner.email, names: [owner.firstName, owner.lastName, owner.name].filter((v): v is string => !!v) });
  return (await auth.$context).password.hash(password);
}

/**
 * Confirms an address without ever handing an existing password or session to the mailbox owner.
 * A "verify" link replaces the password (with its sign-up's, or one chosen now) unless it is
 * confirmed from the account's own session without a sign-up behind it; every other session ends
 * and this browser is signed in. A "change" link confirms only from the account's own session;
 * confirmed from the session that entered the password to ask for it, it also spends the old
 * address's reset links (decision 056).
 */
export async function confirmEmail(
  deps: { db: Db; auth: Auth; sessions: SessionForgetting },
  input: z.infer<typeof confirmEmailInput>,
  browser: ConfirmingBrowser,
): Promise<{ user: ReturnType<typeof toApiUser>; cookies: string[] }> {
  const { db, auth } = deps;
  const preview = await findConfirmation(db, input.token, LOGIN_PURPOSES);
  if (!preview) throw invalidLink();
  const keep = browser.session?.user.id === preview.userId ? browser.session.session.id : undefined;
  const step = stepFor(preview, !!keep, browser.signUpKey);
  if (step === "sign-in") throw otherAccount();
  const [owner] = await db.select().from(user).where(eq(user.id, preview.userId));
  if (!owner) throw invalidLink();
  if (preview.purpose === "verify" && owner.email !== preview.email) throw invalidLink();
  const passwordHash = await passwordHashFor(step, preview, owner, input.password, auth);
  const row = await spendConfirmation(db, input.token, LOGIN_PURPOSES);
  if (!row) throw invalidLink();
  if (passwordHash) await storePasswordHash(db, row.userId, passwordHash);
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
  if (keep) return { user: toApiUser(confirmed), cookies: [] };
  return { user: toApiUser(confirmed), cookies: [await startSession(auth, confirmed.id, browser.headers)] };
}

/** A change is refused if another account took the address meanwhile. */
const notTakenBy = (row: Confirmation) => sql`not exists (select 1 from ${user} other where lower(other.email) = ${row.email} and other.id <> ${row.userId})`;
