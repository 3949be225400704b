import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { GrowthRow } from "../../../../core/admin/growth";

/** Sign-ups, trials and purchases per source. Loaded with React.lazy, like the sign-ups chart. */
export default function GrowthChart({ rows, label, describedBy }: { rows: GrowthRow[]; label: string; describedBy: string }) {
  return (
    <div role="img" aria-label={label} aria-describedby={describedBy} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="source" fontSize={12} minTickGap={8} tickFormatter={(source: string) => (source.length > 12 ? `${source.slice(0, 11)}…` : source)} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          <Bar dataKey="signups" name="Sign-ups" fill="var(--color-primary)" isAnimationActive={false} />
          <Bar dataKey="trials" name="Trials" fill="#d97706" isAnimationActive={false} />
          <Bar dataKey="purchases" name="Purchases" fill="#16a34a" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
