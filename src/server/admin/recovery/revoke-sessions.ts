import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SessionUser } from "../../auth/session";
import type { SessionForgetting } from "../../auth/session-cache";
import { session } from "../../db/schema";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import { accountByEmail } from "./account-state";

/** User Recovery: signs the account out everywhere. Never the admin's own: that would lock the console out. */
export async function revokeSessions(
  deps: { db: Db; sessions: SessionForgetting },
  admin: SessionUser,
  email: string,
): Promise<{ email: string; revoked: number }> {
  const account = await accountByEmail(deps.db, email);
  if (account.id === admin.id) throw new AppError("BAD_REQUEST", "You cannot revoke your own sessions here");
  const removed = await deps.db.delete(session).where(eq(session.userId, account.id)).returning({ id: session.id });
  deps.sessions.forgetUser(account.id);
  const result = { email: account.email, revoked: removed.length };
  await recordAudit(deps.db, admin, { action: "revoke-sessions", target: result.email, after: result });
  return result;
}
