import { Link } from "react-router";
import { canUpgrade, tierName } from "../../../../core/plans";
import { trialText } from "../../../../core/trial";
import { usageColour, type UsageColour } from "../../../../core/usage";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useSubscription } from "../../../api/subscription";

const UPGRADE_HINT = "Click to upgrade your plan";
const COUNTS_HINT = "Finished products and those in progress use your plan, archived ones included; failed ones do not.";

const PILL = "inline-flex h-7 items-center gap-1 whitespace-nowrap rounded-full border px-3 text-xs font-semibold";

const colours: Record<UsageColour, string> = {
  green: "border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100",
  amber: "border-amber-200 bg-amber-50 text-amber-900 hover:bg-amber-100",
  red: "border-red-200 bg-red-50 text-red-800 hover:bg-red-100",
};

/**
 * "{Tier} {used}/{max} products used, {n} in progress" (and "Trial, N days left" during a trial)
 * linking to pricing. It counts what the create page's cap counts (issue 16); below lg only "{Tier} {used}/{max}".
 */
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

  const colour = usageColour(data.slotsUsed, data.maxProducts);
  const upgrade = canUpgrade(data.tier);
  const trial = data.trial ? trialText(data.trial) : null;
  const inProgress = data.inProgress > 0 ? `, ${data.inProgress} in progress` : "";
  // Below md the tier is not shown, below lg the words (the header has no room for them), and
  // "0/10" alone says little when read aloud. The name starts with the full visible text, and
  // what is hidden is always its start or its end, so voice control users can say what they see.
  const usage = `${tierName(data.tier)} ${data.slotsUsed}/${data.maxProducts} products used${inProgress}${trial ? `. ${trial}` : ""}`;
  return (
    <Link
      to="/pricing"
      data-usage={colour}
      title={upgrade ? `${COUNTS_HINT} ${UPGRADE_HINT}` : COUNTS_HINT}
      aria-label={upgrade ? `${usage}. ${UPGRADE_HINT}` : usage}
      className={cn(PILL, colours[colour])}
    >
      <span className="hidden md:inline">{`${tierName(data.tier)} `}</span>
      <span>
        {data.slotsUsed}/{data.maxProducts}
      </span>
      <span className="hidden lg:inline">
        {" products used"}
        {inProgress}
      </span>
      {trial ? (
        <span data-trial className="hidden lg:inline">
          <span aria-hidden="true">{" · "}</span>
          {trial}
        </span>
      ) : null}
    </Link>
  );
}
