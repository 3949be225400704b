import { Link } from "react-router";
import { canUpgrade, tierName } from "../../../core/plans";
import { usageColour, type UsageColour } from "../../../core/usage";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { useSubscription } from "./use-subscription";

const UPGRADE_HINT = "Click to upgrade your plan";

const colours: Record<UsageColour, string> = {
  green: "border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100",
  amber: "border-amber-200 bg-amber-50 text-amber-900 hover:bg-amber-100",
  red: "border-red-200 bg-red-50 text-red-800 hover:bg-red-100",
};

/** "{Tier} {count}/{max}" linking to pricing; below md only the count shows. */
export function UsagePill() {
  const { data } = useSubscription();
  if (!data) return <Skeleton className="h-7 w-14 rounded-full md:w-20" />;

  const colour = usageColour(data.productCount, data.maxProducts);
  const upgrade = canUpgrade(data.tier);
  return (
    <Link
      to="/pricing"
      data-usage={colour}
      title={upgrade ? UPGRADE_HINT : undefined}
      className={cn("inline-flex h-7 items-center gap-1 rounded-full border px-3 text-xs font-semibold", colours[colour])}
    >
      <span className="hidden md:inline">{`${tierName(data.tier)} `}</span>
      <span>
        {data.productCount}/{data.maxProducts}
      </span>
      {upgrade ? <span className="sr-only"> {UPGRADE_HINT}</span> : null}
    </Link>
  );
}
