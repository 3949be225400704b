import type { AlertChannel } from "../../../../core/alerts";

export const CHANNEL_LABELS = { email: "E-mail", webhook: "Webhook", slack: "Slack" } as const satisfies Record<AlertChannel, string>;

const TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short" });

/** Date and time for alert lists ("11/23/26, 6:47 PM"); an unreadable timestamp shows as "". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : TIME.format(date);
}
