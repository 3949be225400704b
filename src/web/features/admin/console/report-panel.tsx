import type { CheckStatus, ConsoleReport } from "../../../../core/admin-console";
import { cn } from "../../../lib/cn";

const statusView = {
  ok: { mark: "✓", text: "OK", className: "text-emerald-700" },
  failed: { mark: "✗", text: "Failed", className: "text-red-700" },
  skipped: { mark: "–", text: "Skipped", className: "text-muted-foreground" },
} as const satisfies Record<CheckStatus, { mark: string; text: string; className: string }>;

export function ReportPanel({ title, report }: { title: string; report: ConsoleReport }) {
  const failures = report.lines.filter((line) => line.status === "failed").length;
  return (
    <section aria-label={`${title} result`} className="grid gap-2 rounded-md border p-3">
      <p className={cn("text-sm font-medium", report.ok ? "text-emerald-700" : "text-red-700")}>
        {report.ok ? "✓ All passed" : `✗ ${failures} failed`} <span className="text-muted-foreground">({report.ms} ms)</span>
      </p>
      <ul className="grid gap-2">
        {report.lines.map((line) => {
          const view = statusView[line.status];
          return (
            <li key={line.name} className="grid gap-0.5 border-t pt-2 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-medium">{line.name}</span>
                <span className={view.className}>
                  <span aria-hidden="true">{view.mark}</span> {view.text}
                </span>
                <span className="text-muted-foreground tabular-nums">{line.ms} ms</span>
              </div>
              <p className="break-words text-muted-foreground">{line.detail}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
