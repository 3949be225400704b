import { eq } from "drizzle-orm";
import type { ApiNotificationSettings } from "../../core/api-types";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../http/errors";

export { notificationSettingsInput } from "../../core/account/inputs";

const columns = { emailNotifications: user.emailNotifications, marketingEmails: user.marketingEmails };

export async function getNotificationSettings(db: Db, userId: string): Promise<ApiNotificationSettings> {
  const [row] = await db.select(columns).from(user).where(eq(user.id, userId));
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return row;
}

export async function updateNotificationSettings(db: Db, userId: string, input: ApiNotificationSettings): Promise<ApiNotificationSettings> {
  const [row] = await db
    .update(user)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning(columns);
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return row;
}
