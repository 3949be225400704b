import type { AuditEntryView } from "../../../core/admin-console";
import type { Db } from "../../db/client";
import { recentAudit } from "../audit";

/** Console tab: the newest `limit` entries of the audit log, as the panel shows them. */
export async function readAuditLog(db: Db, limit: number): Promise<{ entries: AuditEntryView[] }> {
  const rows = await recentAudit(db, limit);
  const entries = rows.map((row) => ({
    id: row.id,
    adminEmail: row.adminEmail,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries };
}
