import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { OverviewDay } from "../../../../core/admin/overview";

/**
 * Sign-ups and upgrades per day. The only module that imports recharts: the Overview tab loads it
 * with React.lazy, so the chart library is a chunk of its own fetched on /admin only.
 */
export default function SignupsChart({ series, describedBy }: { series: OverviewDay[]; describedBy: string }) {
  return (
    <div role="img" aria-label="Bar chart of sign-ups and upgrades per day" aria-describedby={describedBy} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
        <BarChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} fontSize={12} minTickGap={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          <Bar dataKey="signups" name="Sign-ups" fill="var(--color-primary)" isAnimationActive={false} />
          <Bar dataKey="upgrades" name="Upgrades" fill="#16a34a" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
