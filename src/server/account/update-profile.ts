import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { updateProfileInput } from "../../core/account/inputs";
import { AppError } from "../http/errors";
import { toApiUser } from "./to-api-user";

export { updateProfileInput };

export async function updateProfile(db: Db, userId: string, input: z.infer<typeof updateProfileInput>) {
  const [current] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!current) throw new AppError("NOT_FOUND", "Account not found");
  const displayName = [input.firstName, input.lastName].filter(Boolean).join(" ") || current.email.split("@")[0] || "";
  const [row] = await db
    .update(user)
    .set({ firstName: input.firstName, lastName: input.lastName, name: displayName, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", "Account not found");
  return toApiUser(row);
}
