const SHORT_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** "Jan 5, 2026"; an unreadable timestamp shows as an empty string rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : SHORT_DATE.format(date);
}
