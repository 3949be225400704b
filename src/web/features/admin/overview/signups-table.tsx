import type { OverviewDay } from "../../../../core/admin/overview";
import { ScrollRegion } from "../../../components/ui/scroll-region";

const CAPTION = "Sign-ups and upgrades per day (UTC)";

/** The chart's numbers as a table: what a screen reader (or anyone) reads instead of the bars. */
export function SignupsTable({ series }: { series: OverviewDay[] }) {
  return (
    <ScrollRegion label={CAPTION} className="max-h-72 rounded-md border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{CAPTION}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Day
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Sign-ups
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Upgrades
            </th>
          </tr>
        </thead>
        <tbody>
          {series.map((day) => (
            <tr key={day.date} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                {day.date}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{day.signups}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{day.upgrades}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
