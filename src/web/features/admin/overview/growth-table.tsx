import type { GrowthRow } from "../../../../core/admin/growth";
import { ScrollRegion } from "../../../components/ui/scroll-region";
import { formatUsd } from "./format-usd";

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** Figures per source: the Growth chart's alternative, and the only place revenue and conversion show. */
export function GrowthTable({ rows, caption }: { rows: GrowthRow[]; caption: string }) {
  return (
    <ScrollRegion label={caption} className="max-h-96 rounded-md border border-border">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Source
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Landings
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Sign-ups
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Trials
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Purchases
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Revenue (USD)
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Conversion
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.source} className="border-t border-border">
              <th scope="row" className="max-w-[12rem] truncate px-3 py-1.5 text-left font-normal" title={row.source}>
                {row.source}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{row.landings}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{row.signups}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{row.trials}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{row.purchases}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatUsd(row.revenue)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{percent.format(row.conversion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
