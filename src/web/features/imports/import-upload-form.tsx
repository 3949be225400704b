import { Download } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { IMPORT_COLUMN_HELP, IMPORT_COLUMNS, IMPORT_LIMITS } from "../../../core/imports/columns";
import { rejectedProblems, useUploadImport } from "../../api/imports";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { errorMessage } from "../../lib/api-client";
import { columnLabel } from "./row-states";

const MB = 1024 * 1024;

const fileInputClasses =
  "block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-muted";

interface FileFieldProps {
  id: string;
  label: string;
  accept: string;
  required?: boolean;
  invalid?: boolean;
  describedBy: string;
  onFile: (file: File | null) => void;
}

function FileField({ id, label, accept, required, invalid, describedBy, onFile }: FileFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={accept}
        required={required}
        className={fileInputClasses}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}

/** Step one of an import: the template, the columns it takes, and the CSV (with its ZIP) to check. */
export function ImportUploadForm() {
  const navigate = useNavigate();
  const ids = { csv: useId(), zip: useId(), limits: useId(), error: useId() };
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const upload = useUploadImport({ onSuccess: (imported) => navigate(`/create/import/${imported.id}`) });
  const problems = rejectedProblems(upload.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!csv) return setFormError("Choose the CSV file with your products.");
    if (csv.size + (zip?.size ?? 0) > IMPORT_LIMITS.bytes) {
      return setFormError(
        `The CSV and the ZIP come to ${Math.ceil((csv.size + (zip?.size ?? 0)) / MB)} MB; one import takes at most ${IMPORT_LIMITS.bytes / MB} MB.`,
      );
    }
    setFormError(null);
    setProgress(0);
    upload.mutate({ csv, zip, onProgress: setProgress });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload your products</CardTitle>
        <CardDescription>
          Fill in the template, one product per row, and zip the screenshots it names. Nothing is created until you have checked the preview.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-3">
          <a className={buttonClasses("outline")} href="/api/imports/template" download>
            <Download aria-hidden="true" />
            Download the CSV template
          </a>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">What each column takes</summary>
            <dl className="mt-2 grid gap-2">
              {IMPORT_COLUMNS.map((column) => (
                <div key={column}>
                  <dt className="font-medium">{columnLabel(column)}</dt>
                  <dd className="text-muted-foreground">{IMPORT_COLUMN_HELP[column]}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-muted-foreground">
              Save the file as CSV in UTF-8 (Excel’s “CSV UTF-8” is fine), each cell on one line, with no formulas (a cell starting with = + - or @).
            </p>
          </details>
        </div>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FileField
            id={ids.csv}
            label="CSV file (required)"
            accept=".csv,text/csv"
            required
            invalid={Boolean(formError && !csv)}
            describedBy={formError ? `${ids.limits} ${ids.error}` : ids.limits}
            onFile={setCsv}
          />
          <FileField id={ids.zip} label="Screenshots ZIP (optional)" accept=".zip,application/zip" describedBy={ids.limits} onFile={setZip} />
          <p id={ids.limits} className="text-sm text-muted-foreground">
            Up to {IMPORT_LIMITS.rows} products and {IMPORT_LIMITS.bytes / MB} MB, the CSV and the ZIP together. Images are taken from the ZIP only, never from
            an address.
          </p>
          {formError ? (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          ) : null}
          {problems ? (
            <Alert variant="destructive">
              <p className="font-medium">Nothing was imported. Correct the file, then upload it again:</p>
              <ul className="mt-2 grid gap-1 pl-4 list-disc">
                {problems.map((problem, index) => (
                  <li key={index}>{problem.message}</li>
                ))}
              </ul>
            </Alert>
          ) : upload.error ? (
            <Alert variant="destructive">{errorMessage(upload.error, "The upload failed. Please try again.")}</Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending}>
              {upload.isPending ? (progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Checking every row…") : "Check the file"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
