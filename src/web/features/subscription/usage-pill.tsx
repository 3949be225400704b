import { Link } from "react-router";
import { canUpgrade, tierName } from "../../../core/plans";
import { trialText } from "../../../core/trial";
import { usageColour, type UsageColour } from "../../../core/usage";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { useSubscription } from "./use-subscription";

const UPGRADE_HINT = "Click to upgrade your plan";

const PILL = "inline-flex h-7 items-center gap-1 rounded-full border px-3 text-xs font-semibold";

const colours: Record<UsageColour, string> = {
  green: "border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100",
  amber: "border-amber-200 bg-amber-50 text-amber-900 hover:bg-amber-100",
  red: "border-red-200 bg-red-50 text-red-800 hover:bg-red-100",
};

/** "{Tier} {count}/{max}" (and "Trial, N days left" during a trial) linking to pricing; below md only the count shows. */
export function UsagePill() {
  const { data, isError } = useSubscription();
  if (!data) {
    // Still a way to the plans when the plan cannot be read, rather than a placeholder for good.
    if (isError) {
      return (
        <Link to="/pricing" aria-label="Plan: could not be loaded. View plans" className={cn(PILL, "border-border text-muted-foreground hover:bg-muted")}>
          Plan
        </Link>
      );
    }
    return <Skeleton className="h-7 w-14 rounded-full md:w-20" />;
  }

  const colour = usageColour(data.productCount, data.maxProducts);
  const upgrade = canUpgrade(data.tier);
  // Below md the tier is not shown, and "0/10" alone says little when read aloud; the name keeps
  // the visible text in it, so voice control users can say what they see.
  const trial = data.trial ? trialText(data.trial) : null;
  const usage = `${tierName(data.tier)} ${data.productCount}/${data.maxProducts} products used${trial ? `. ${trial}` : ""}`;
  return (
    <Link
      to="/pricing"
      data-usage={colour}
      title={upgrade ? UPGRADE_HINT : undefined}
      aria-label={upgrade ? `${usage}. ${UPGRADE_HINT}` : usage}
      className={cn(PILL, colours[colour])}
    >
      <span className="hidden md:inline">{`${tierName(data.tier)} `}</span>
      <span>
        {data.productCount}/{data.maxProducts}
      </span>
      {trial ? (
        <span data-trial className="hidden sm:inline">
          <span aria-hidden="true">{" · "}</span>
          {trial}
        </span>
      ) : null}
    </Link>
  );
}
