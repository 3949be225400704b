import type { TrialOfferResponse } from "../../core/api-types";
import type { BillingDeps } from "./billing-deps";
import { hadTrial } from "./had-trial";

/**
 * Whether the account may start a free trial (issue 30): trials are on (TRIAL_DAYS), payments are
 * taken, and its owner has not had one under this or any other account (hadTrial). The pricing
 * page and the simulated checkout offer a trial only then.
 */
export async function trialOffer(deps: Pick<BillingDeps, "db" | "mode" | "trialDays" | "emailKey">, userId: string): Promise<TrialOfferResponse> {
  const offered = deps.trialDays > 0 && deps.mode !== "off";
  return { available: offered && !(await hadTrial(deps.db, deps.emailKey, userId)), days: deps.trialDays };
}
