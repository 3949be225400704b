import type { AdminSubscriptionRow } from "../../../../core/admin/manual-tools";
import { tierName } from "../../../../core/plans";
import { formatDate } from "../../../lib/format-date";

export function SubscriptionRowView({ row }: { row: AdminSubscriptionRow }) {
  const items: Array<[string, string]> = [
    ["Account", row.isTestAccount ? `${row.email} (test account)` : row.email],
    ["Plan", `${tierName(row.tier)} (up to ${row.maxProducts} products)`],
    ["Manual grant", row.manualTier ? tierName(row.manualTier) : "None"],
    ["Paddle pays for", row.paddleTier ? tierName(row.paddleTier) : "Nothing"],
    ["Product count", String(row.productCount)],
    ["Updated", formatDate(row.updatedAt)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
