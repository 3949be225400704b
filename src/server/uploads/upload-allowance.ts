import { eq, sql } from "drizzle-orm";
import type { UploadAllowance } from "../config";
import type { Tier } from "../../core/plans";
import { consume } from "../http/rate-limit";
import type { Db } from "../db/client";
import { subscriptions, uploads } from "../db/schema";
import { AppError } from "../http/errors";
import { ensureSubscription } from "../plan/ensure-subscription";

const MB = 1024 * 1024;

/** Bytes of the account's stored images (float8: a Pro quota passes the int4 range). */
export async function storedBytes(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::float8` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.bytes ?? 0);
}

export function quotaExceeded(allowance: UploadAllowance, used: number): AppError {
  return new AppError(
    "STORAGE_QUOTA",
    `This upload would go past your plan's ${Math.round(allowance.quotaBytes / MB)} MB of image storage (${(used / MB).toFixed(1)} MB used). Images no product uses are removed after a day; upgrade your plan for more room.`,
  );
}

/**
 * Checked before the body is read, so a refused upload costs neither parsing nor decoding: an
 * account already at its quota gets 413, one past its plan's uploads per hour 429. The count is
 * kept in the database (`consume`), so every process behind a load balancer shares it.
 */
export async function checkUploadAllowance(db: Db, userId: string, allowances: Record<Tier, UploadAllowance>): Promise<UploadAllowance> {
  const { tier } = await ensureSubscription(db, userId);
  const allowance = allowances[tier];
  const used = await storedBytes(db, userId);
  if (used >= allowance.quotaBytes) throw quotaExceeded(allowance, used);
  const verdict = await consume(db, `upload:${userId}`, { max: allowance.perHour, windowSeconds: 3600 });
  if (!verdict.allowed) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      `Your plan allows ${allowance.perHour} uploads per hour. Please try again in ${Math.ceil(verdict.retryAfter / 60)} minute${verdict.retryAfter > 60 ? "s" : ""}.`,
      undefined,
      verdict.retryAfter,
    );
  }
  return allowance;
}

/** Locks the account's subscription row for the rest of the transaction: concurrent uploads check the quota one after another. */
export async function lockAccount(tx: Pick<Db, "select">, userId: string): Promise<void> {
  await tx.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.userId, userId)).for("update");
}
