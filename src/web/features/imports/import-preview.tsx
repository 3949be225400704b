import { Link } from "react-router";
import { countImportStates, type ApiImport } from "../../../core/imports/api-types";
import { useConfirmImport } from "../../api/imports";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, errorMessage } from "../../lib/api-client";
import { ImportRows } from "./import-rows";
import { plural } from "../../lib/plural";

function RowSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Step two: what the file will create, what it cannot (each row's errors by column) and what the
 * plan has no room for, then the one click that creates the rest.
 */
export function ImportPreview({ imported }: { imported: ApiImport }) {
  const confirm = useConfirmImport(imported.id);
  const counts = countImportStates(imported.rows);
  const byState = (state: string) => imported.rows.filter((row) => row.state === state);
  const planFull = confirm.error instanceof ApiError && confirm.error.code === "PLAN_LIMIT";
  return (
    <div className="grid gap-6">
      <Alert variant={counts.ready > 0 ? "default" : "destructive"}>
        <p className="font-medium">
          {counts.ready > 0
            ? `${plural(counts.ready, "product")} will be created from ${imported.csvName}.`
            : `No product can be created from ${imported.csvName} yet.`}
        </p>
        <p>
          Your {imported.planName} plan has {plural(imported.slotsLeft, "free slot")} of {imported.maxProducts}.
          {counts.over_limit > 0 ? ` ${plural(counts.over_limit, "row")} beyond the limit will not be created.` : ""}
          {counts.invalid > 0 ? ` ${plural(counts.invalid, "row")} with errors will be skipped.` : ""}
        </p>
      </Alert>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => confirm.mutate()} disabled={counts.ready === 0 || confirm.isPending} aria-busy={confirm.isPending}>
          {confirm.isPending ? "Creating…" : `Create ${plural(counts.ready, "product")}`}
        </Button>
        <Button asChild variant="outline">
          <Link to="/create/import">Upload another file</Link>
        </Button>
      </div>
      {confirm.error ? (
        <Alert variant="destructive">
          {errorMessage(confirm.error, "The products could not be created. Please try again.")}
          {planFull ? (
            <>
              {" "}
              <Link className="font-medium underline underline-offset-4" to="/pricing">
                View Plans
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {counts.invalid > 0 ? (
        <RowSection title="Rows with errors">
          <p className="text-sm text-muted-foreground">These rows will not be created. Correct them in the file and import them again.</p>
          <ImportRows rows={byState("invalid")} label="Rows with errors" />
        </RowSection>
      ) : null}
      {counts.over_limit > 0 ? (
        <RowSection title="Beyond your plan's limit">
          <p className="text-sm text-muted-foreground">
            These rows are valid, but your plan has no slot left for them.{" "}
            <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/pricing">
              Upgrade your plan
            </Link>{" "}
            to create them.
          </p>
          <ImportRows rows={byState("over_limit")} label="Rows beyond your plan's limit" />
        </RowSection>
      ) : null}
      {counts.ready > 0 ? (
        <RowSection title="Will be created">
          <ImportRows rows={byState("ready")} label="Rows that will be created" />
        </RowSection>
      ) : null}
    </div>
  );
}
