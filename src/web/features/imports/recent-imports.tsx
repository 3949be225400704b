import { Link } from "react-router";
import { useRecentImports } from "../../api/imports";
import { formatDate } from "../../lib/format-date";
import { plural } from "../../lib/plural";

const STATUS_TEXT = { previewed: "not confirmed yet", running: "being created", finished: "finished", expired: "expired" } as const;

/** The account's latest imports, so one left mid-way can be found again. Nothing is shown until there is one. */
export function RecentImports() {
  const { data } = useRecentImports();
  if (!data || data.length === 0) return null;
  return (
    <section className="grid gap-2" aria-label="Your recent imports">
      <h2 className="text-lg font-semibold tracking-tight">Your recent imports</h2>
      <ul className="grid gap-1 text-sm">
        {data.map((item) => (
          <li key={item.id}>
            <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/create/import/${item.id}`}>
              {item.csvName}
            </Link>{" "}
            <span className="text-muted-foreground">
              · {plural(item.rows, "row")} · {STATUS_TEXT[item.status]} · {formatDate(item.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
