import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";
import type { SessionForgetting } from "./session-cache";

/** At once on this server; other processes when their session cache entry runs out (decision 034). */
export async function revokeSessions(deps: { db: Db; sessions: SessionForgetting }, userId: string, keepSessionId?: string): Promise<void> {
  const mine = eq(session.userId, userId);
  await deps.db.delete(session).where(keepSessionId ? and(mine, ne(session.id, keepSessionId)) : mine);
  deps.sessions.forgetUser(userId);
}
