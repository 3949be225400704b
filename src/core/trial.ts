/** A trialing subscription's time left, as the API and the SPA show it (issue 15). */
export interface TrialInfo {
  endsAt: string;
  /** Whole days left, rounded up: 1 on the trial's last day, 0 once it has ended. */
  daysLeft: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function trialInfo(endsAt: Date, now: Date = new Date()): TrialInfo {
  return { endsAt: endsAt.toISOString(), daysLeft: Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS)) };
}

/** "Trial, 5 days left" / "Trial, last day": the usage pill's and the pricing page's words. */
export function trialText(trial: Pick<TrialInfo, "daysLeft">): string {
  if (trial.daysLeft <= 1) return "Trial, last day";
  return `Trial, ${trial.daysLeft} days left`;
}
