import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import type { ApiSubscription } from "../../../core/api-types";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { planLimitLevel, planLimitText } from "./plan-limit";

const styles = {
  reached: "border-red-200 bg-red-50 text-red-800",
  near: "border-amber-200 bg-amber-50 text-amber-900",
} as const;

export function PlanLimitBanner({ subscription }: { subscription: ApiSubscription }) {
  const level = planLimitLevel(subscription);
  if (!level) return null;
  return (
    <div
      role={level === "reached" ? "alert" : "status"}
      data-level={level}
      className={cn("flex flex-col gap-3 rounded-md border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between", styles[level])}
    >
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {planLimitText(subscription, level)}
      </p>
      <Link to="/pricing" className={cn(buttonClasses(level === "reached" ? "destructive" : "outline", "sm"), "self-start sm:self-auto")}>
        Upgrade Plan
      </Link>
    </div>
  );
}
