import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";
import type { SessionForgetting } from "./session-cache";

/** Signs the account out everywhere, except the session `keepSessionId` when given; at once on this server. */
export async function revokeSessions(deps: { db: Db; sessions: SessionForgetting }, userId: string, keepSessionId?: string): Promise<void> {
  const mine = eq(session.userId, userId);
  await deps.db.delete(session).where(keepSessionId ? and(mine, ne(session.id, keepSessionId)) : mine);
  deps.sessions.forgetUser(userId);
}
