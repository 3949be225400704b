import { eq } from "drizzle-orm";
import type { ApiNotificationEmail } from "../../core/api-types";
import { consumeOrThrow, type RateLimitRule } from "../http/rate-limit";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../http/errors";
import { dropConfirmations, pendingEmailOf } from "./confirmation-token";
import { sendConfirmation, type AccountMailDeps } from "./send-confirmation";

export { notificationEmailInput } from "../../core/account/inputs";

/** Each request mails a link to an address the account chose: a few an hour is plenty for a person. */
export const NOTIFICATION_EMAIL_RATE_LIMIT: RateLimitRule = { max: 5, windowSeconds: 3600 };

async function accountOf(db: Db, userId: string) {
  const [row] = await db.select({ email: user.email, notificationEmail: user.notificationEmail }).from(user).where(eq(user.id, userId));
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return row;
}

export async function getNotificationEmail(db: Db, userId: string): Promise<ApiNotificationEmail> {
  const [{ notificationEmail }, pendingEmail] = await Promise.all([accountOf(db, userId), pendingEmailOf(db, userId, "notify")]);
  return { email: notificationEmail, pendingEmail };
}

const sendLink = async (deps: AccountMailDeps, userId: string, email: string) => {
  await consumeOrThrow(deps.db, [[`account:notification-email:${userId}`, NOTIFICATION_EMAIL_RATE_LIMIT]], "Too many links sent. Please wait an hour.");
  await sendConfirmation(deps, { userId, email, purpose: "notify", next: "/settings" });
};

/**
 * Asks to send listing-ready mail to another address: it gets a link, and nothing else until its
 * owner opens it (confirm-notification-email.ts); a confirmed address stays in use until then.
 * The login address needs no second address: choosing it drops the other one.
 */
export async function requestNotificationEmail(deps: AccountMailDeps, userId: string, email: string): Promise<ApiNotificationEmail> {
  const current = await accountOf(deps.db, userId);
  if (email === current.email.toLowerCase()) return removeNotificationEmail(deps.db, userId);
  if (email === current.notificationEmail) {
    await dropConfirmations(deps.db, userId, "notify");
    return { email, pendingEmail: null };
  }
  await sendLink(deps, userId, email);
  return { email: current.notificationEmail, pendingEmail: email };
}

export async function resendNotificationEmail(deps: AccountMailDeps, userId: string): Promise<ApiNotificationEmail> {
  const pending = await pendingEmailOf(deps.db, userId, "notify");
  if (!pending) throw new AppError("NOT_FOUND", "No notification address is waiting for confirmation.");
  await sendLink(deps, userId, pending);
  return getNotificationEmail(deps.db, userId);
}

/** Listing-ready mail goes to the login address again; a pending link stops working. */
export async function removeNotificationEmail(db: Db, userId: string): Promise<ApiNotificationEmail> {
  await dropConfirmations(db, userId, "notify");
  await db.update(user).set({ notificationEmail: null, updatedAt: new Date() }).where(eq(user.id, userId));
  return { email: null, pendingEmail: null };
}
