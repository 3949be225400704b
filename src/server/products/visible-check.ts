import type { Entitlements } from "../../core/billing";
import type { CheckReport } from "../../core/listing/types";

/**
 * The listing check as the viewer's plan may see it: findings about tags or use cases quote them,
 * so they are left out where the plan leaves those fields out.
 */
export function visibleCheck(report: CheckReport | null, plan: Pick<Entitlements, "seoTags" | "useCases">): CheckReport | null {
  if (!report || (plan.seoTags && plan.useCases)) return report;
  const hidden = new Set([...(plan.seoTags ? [] : ["keywords"]), ...(plan.useCases ? [] : ["useCases"])]);
  return { ...report, findings: report.findings.filter((f) => !f.field || !hidden.has(f.field)) };
}
