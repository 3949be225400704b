import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../http/errors";
import { spendConfirmation } from "./confirmation-token";

export { confirmNotificationEmailInput } from "../../core/account/inputs";

/**
 * The mailbox owner agrees to receive an account's listing-ready mail. No session or password: the
 * link proves only that the mailbox is theirs, and it grants nothing but those mails (a login
 * link is refused here, and this link is refused by confirm-email.ts).
 */
export async function confirmNotificationEmail(db: Db, token: string): Promise<{ email: string }> {
  const row = await spendConfirmation(db, token, ["notify"]);
  if (!row) throw new AppError("BAD_REQUEST", "This link is invalid, expired or already used. Ask for a new one in Settings.");
  await db.update(user).set({ notificationEmail: row.email, updatedAt: new Date() }).where(eq(user.id, row.userId));
  return { email: row.email };
}
