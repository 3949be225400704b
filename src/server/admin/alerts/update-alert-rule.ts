import { eq } from "drizzle-orm";
import type { AlertRuleEdit, AlertRuleView } from "../../../core/alerts";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { alertRules } from "../../db/schema";
import { AppError } from "../../http/errors";
import { recordAudit } from "../audit";
import { ruleView } from "./list-alerts";

/** Edits one rule and records the before and after in the audit log, in one transaction. */
export async function updateAlertRule(db: Db, admin: Pick<SessionUser, "id" | "email">, id: string, edit: AlertRuleEdit): Promise<AlertRuleView> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(alertRules).where(eq(alertRules.id, id)).for("update");
    const beforeView = before ? ruleView(before) : null;
    if (!beforeView) throw new AppError("NOT_FOUND", "Alert rule not found");
    const [after] = await tx
      .update(alertRules)
      .set({ ...edit, updatedAt: new Date() })
      .where(eq(alertRules.id, id))
      .returning();
    const afterView = after ? ruleView(after) : null;
    if (!afterView) throw new AppError("NOT_FOUND", "Alert rule not found");
    const pick = ({ name, description, enabled, threshold, channels }: AlertRuleView) => ({ name, description, enabled, threshold, channels });
    await recordAudit(tx, admin, { action: "edit-alert-rule", target: id, before: pick(beforeView), after: pick(afterView) });
    return afterView;
  });
}
