import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";

/** Signs the account out everywhere, except the session `keepSessionId` when given. */
export async function revokeSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  const mine = eq(session.userId, userId);
  await db.delete(session).where(keepSessionId ? and(mine, ne(session.id, keepSessionId)) : mine);
}
