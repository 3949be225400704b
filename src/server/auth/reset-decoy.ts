import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { user, verification } from "../db/schema";
import { consume } from "./rate-limit";

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A reset request for an address without an account does the database work a real one does (a
 * token row written, the address's daily mail counter bumped), so response times do not tell
 * which addresses have accounts. Better Auth's own stand-in is a single read.
 */
export async function evenOutResetRequest(db: Db, email: unknown, maxMailPerDay: number): Promise<void> {
  if (typeof email !== "string") return;
  const address = email.trim().toLowerCase();
  const [known] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${address}`);
  if (known) return;
  const id = randomBytes(16).toString("hex");
  await db.insert(verification).values({ id, identifier: `decoy:${id}`, value: "", expiresAt: new Date() });
  await db.delete(verification).where(eq(verification.id, id));
  void consume(db, `mail-day:${address}`, { max: maxMailPerDay, windowSeconds: DAY_SECONDS }).catch(() => undefined);
}
