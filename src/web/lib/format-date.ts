const SHORT_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "numeric", day: "numeric" });

/** The spec's en-US short date ("1/5/2026") everywhere; an unreadable timestamp shows as "". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : SHORT_DATE.format(date);
}
