import { sql } from "drizzle-orm";
import { sendConfirmation, type AccountMailDeps } from "../../account/send-confirmation";
import type { SessionUser } from "../../auth/session";
import { rateLimits } from "../../db/schema";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import { accountByEmail } from "./account-state";

/**
 * User Recovery: mails the account a new confirmation link, the way sign-up does. The mailer
 * drops mail over the per-address daily cap silently (so users learn nothing from it); the admin
 * is told instead, before anything is sent.
 */
export async function resendConfirmation(mail: AccountMailDeps, admin: SessionUser, email: string, maxPerDay: number): Promise<{ email: string; sent: true }> {
  const account = await accountByEmail(mail.db, email);
  if (account.emailVerified) throw new AppError("CONFLICT", "This e-mail is already confirmed");
  const key = `mail-day:${account.email.trim().toLowerCase()}`;
  const [used] = await mail.db
    .select({ count: rateLimits.count, retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int` })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  if (used && used.count >= maxPerDay) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      `This address has had ${maxPerDay} account e-mails today; try again later`,
      undefined,
      Math.max(1, used.retryAfter),
    );
  }
  await sendConfirmation(mail, { userId: account.id, email: account.email, purpose: "verify" });
  const result = { email: account.email, sent: true as const };
  await recordAudit(mail.db, admin, { action: "resend-confirmation", target: result.email, after: result });
  return result;
}
