import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { AppError } from "../http/errors";
import { toApiUser } from "./to-api-user";

/** A name as the profile stores it: plain text without control characters or markup brackets. */
export const profileText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\p{Cc}<>]/u.test(value), "contains characters that are not allowed");

export const PROFILE_NAME_MAX = 50;
const name = profileText(PROFILE_NAME_MAX).transform((value) => value || null);

export const updateProfileInput = z.strictObject({ firstName: name.nullable(), lastName: name.nullable() });

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
