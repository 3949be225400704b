export type UsageColour = "green" | "amber" | "red";

export const USAGE_WARNING_PERCENT = 70;
export const USAGE_DANGER_PERCENT = 90;

/** Percentage of the plan used; a maximum of zero (or less) counts as 0 %. */
export function usagePercent(count: number, max: number): number {
  if (!Number.isFinite(count) || !Number.isFinite(max) || max <= 0) return 0;
  return (Math.max(0, count) / max) * 100;
}

export function usageColour(count: number, max: number): UsageColour {
  const percent = usagePercent(count, max);
  if (percent >= USAGE_DANGER_PERCENT) return "red";
  if (percent >= USAGE_WARNING_PERCENT) return "amber";
  return "green";
}
