import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { adminAuditLog } from "../db/schema";
import type { SessionUser } from "../auth/session";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface AuditEntry {
  /** What was done, in kebab case: "set-plan", "manual-sync", "resolve-mismatch"… */
  action: string;
  /** What it was done to: an e-mail, an alert id, a notification id. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one admin action to the audit log (issue 14). Call it inside the action's transaction
 * when there is one, so an action and its record land together.
 */
export async function recordAudit(db: Db | Tx, admin: Pick<SessionUser, "id" | "email">, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function recentAudit(db: Db, limit = 100) {
  return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(limit);
}
