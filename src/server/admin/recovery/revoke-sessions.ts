import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { session } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Account } from "./account-state";

/** User Recovery: signs the account out everywhere. Never the admin's own: that would lock the console out. */
export async function revokeSessions(db: Db, adminId: string, account: Account): Promise<{ email: string; revoked: number }> {
  if (account.id === adminId) throw new AppError("BAD_REQUEST", "You cannot revoke your own sessions here");
  const removed = await db.delete(session).where(eq(session.userId, account.id)).returning({ id: session.id });
  return { email: account.email, revoked: removed.length };
}
