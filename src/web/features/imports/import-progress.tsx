import { Link } from "react-router";
import { countImportStates, type ApiImport } from "../../../core/imports/api-types";
import { importIsActive } from "../../api/imports";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { ImportRows } from "./import-rows";
import { plural } from "../../lib/plural";

/**
 * Step three: each created row's state (waiting, generating, done, failed), read from the server
 * every few seconds, so the page shows the same after a reload. The summary is a polite live
 * region: a screen reader hears the counts change, not every row.
 */
export function ImportProgress({ imported }: { imported: ApiImport }) {
  const counts = countImportStates(imported.rows);
  const created = imported.rows.filter((row) => ["waiting", "generating", "done", "failed"].includes(row.state));
  const finished = counts.done + counts.failed;
  const active = importIsActive(imported);
  const skipped = imported.rows.filter((row) => row.state === "invalid" || row.state === "over_limit");
  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-label="Progress">
        <Progress value={created.length === 0 ? 100 : (finished / created.length) * 100} aria-label="Products finished" />
        <p role="status" aria-live="polite" className="text-sm">
          {active ? "Creating your products: " : "Finished: "}
          {counts.done} of {created.length} done
          {counts.generating > 0 ? `, ${counts.generating} generating` : ""}
          {counts.waiting > 0 ? `, ${counts.waiting} waiting` : ""}
          {counts.failed > 0 ? `, ${counts.failed} failed` : ""}.
        </p>
        {active ? (
          <p className="text-sm text-muted-foreground">
            You can leave this page: the products are created without it, and it shows where they are when you come back.
          </p>
        ) : null}
        {!active ? (
          <div>
            <Button asChild>
              <Link to="/gallery">Go to the gallery</Link>
            </Button>
          </div>
        ) : null}
      </section>
      <ImportRows rows={created} label="Imported products" />
      {skipped.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{plural(skipped.length, "row")} not created</summary>
          <div className="mt-2">
            <ImportRows rows={skipped} label="Rows not created" />
          </div>
        </details>
      ) : null}
    </div>
  );
}
