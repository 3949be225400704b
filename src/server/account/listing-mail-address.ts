import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../http/errors";

/**
 * "Your listing is ready" goes only to an address its owner has confirmed: the account's login
 * address once confirmed, or the notification address confirmed through its own link (issue 30 item 7).
 */
export async function assertListingMailAddress(db: Db, userId: string, email: string): Promise<void> {
  const [owner] = await db
    .select({ email: user.email, emailVerified: user.emailVerified, notificationEmail: user.notificationEmail })
    .from(user)
    .where(eq(user.id, userId));
  if (!owner) throw new AppError("NOT_FOUND", "Account not found");
  if (email === owner.notificationEmail) return;
  if (email === owner.email.toLowerCase()) {
    if (owner.emailVerified) return;
    const message = "Confirm your e-mail address first: open the link we sent to it, then ask again.";
    throw new AppError("VALIDATION_FAILED", message, { email: [message] });
  }
  const message = "Listing e-mails go only to a confirmed address: use your account's address, or add and confirm this one under Settings, Notifications.";
  throw new AppError("VALIDATION_FAILED", message, { email: [message] });
}
