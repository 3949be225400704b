import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { user, verification } from "../db/schema";
import { consume } from "../http/rate-limit";

const DAY_SECONDS = 24 * 60 * 60;

/** The database work of the path not taken: one transaction that writes a row (and removes it). */
async function decoyWrite(db: Db): Promise<void> {
  const id = randomBytes(16).toString("hex");
  await db.transaction(async (tx) => {
    await tx.insert(verification).values({ id, identifier: `decoy:${id}`, value: "", expiresAt: new Date() });
    await tx.delete(verification).where(eq(verification.id, id));
  });
}

/**
 * Keeps response times from telling which addresses have accounts (issue 11, item 9). A reset
 * request for an unknown address writes a token row and bumps the address's mail counter as a real
 * one does (Better Auth's own stand-in is a single read); a sign-up on a taken address writes as a
 * new account's transaction does. The mail itself goes out after the answer on both paths.
 */
export async function evenOutAccountRequest(db: Db, path: string, email: unknown, maxMailPerDay: number): Promise<void> {
  if ((path !== "/request-password-reset" && path !== "/sign-up/email") || typeof email !== "string") return;
  const address = email.trim().toLowerCase();
  const [known] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${address}`);
  // A new account commits twice: its own transaction, then its free-plan row (ensureSubscription).
  if (path === "/sign-up/email" && known) {
    await decoyWrite(db);
    await decoyWrite(db);
  }
  if (path === "/request-password-reset" && !known) {
    await decoyWrite(db);
    void consume(db, `mail-day:${address}`, { max: maxMailPerDay, windowSeconds: DAY_SECONDS }).catch(() => undefined);
  }
}
