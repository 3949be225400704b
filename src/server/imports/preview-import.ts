import { randomUUID } from "node:crypto";
import { IMPORT_LIMITS } from "../../core/imports/columns";
import { capProblems, type ImportProblem } from "../../core/imports/problems";
import { readImportCsv } from "../../core/imports/read-csv";
import { isAddress, screenshotKey, validateImportRow, type ValidatedRow } from "../../core/imports/validate-row";
import type { Db } from "../db/client";
import { productImportRows, productImports } from "../db/schema";
import { AppError } from "../http/errors";
import type { ObjectStorage } from "../storage/storage";
import type { ImageLimits } from "../uploads/process-image";
import { ZipRejected } from "./read-zip";
import { screenshotArchive, screenshotProblems } from "./screenshot-archive";

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export interface PreviewDeps {
  db: Db;
  storage: ObjectStorage;
  limits: ImageLimits;
}

/** A file that cannot be imported at all: 422 with every problem listed, nothing stored. */
export function importRejected(problems: ImportProblem[]): AppError {
  const [first] = problems;
  const message = problems.length === 1 && first ? `Nothing was imported: ${first.message}` : `Nothing was imported: the file has ${problems.length} problems.`;
  return new AppError("IMPORT_REJECTED", message, undefined, undefined, { problems: capProblems(problems) });
}

/** A file's name as the import shows it: no folders, no control characters, at most 120 characters. */
export const fileLabel = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(-120) || "file";

/** Adds each row's screenshot problems to its errors; a row with any error creates nothing. */
function withScreenshotProblems(row: ValidatedRow, problems: Map<string, string>): ValidatedRow {
  const found = row.screenshots.flatMap((name) => {
    const problem = isAddress(name) ? undefined : problems.get(screenshotKey(name));
    return problem ? [{ row: row.row, column: "screenshots" as const, message: problem }] : [];
  });
  if (found.length === 0) return row;
  return { ...row, errors: [...row.errors, ...found], input: null };
}

/**
 * Reads and checks the whole upload before anything is stored (decision 065): the CSV, each row
 * with the wizard's rules, and every screenshot a row names in the ZIP. A file-level problem
 * throws IMPORT_REJECTED and stores nothing; otherwise the import is stored as previewed with its
 * rows (valid or not) and the ZIP kept for the job, and its id returned.
 */
export async function previewImport(deps: PreviewDeps, userId: string, csv: UploadedFile, zip: UploadedFile | null): Promise<string> {
  if (csv.bytes.length > IMPORT_LIMITS.csvBytes) {
    throw importRejected([
      { row: null, column: null, message: `The CSV is larger than ${IMPORT_LIMITS.csvBytes / 1024 / 1024} MB; 200 products never need that much.` },
    ]);
  }
  const reading = readImportCsv(csv.bytes);
  if (!reading.ok) throw importRejected(reading.problems);
  const validated = reading.records.map(validateImportRow);
  let rows: ValidatedRow[];
  try {
    const archive = zip ? screenshotArchive(zip.bytes) : null;
    const names = validated.flatMap((row) => row.screenshots).filter((name) => !isAddress(name));
    const problems = await screenshotProblems(archive, names, deps.limits);
    rows = validated.map((row) => withScreenshotProblems(row, problems));
  } catch (error) {
    if (error instanceof ZipRejected) throw importRejected([{ row: null, column: null, message: error.message }]);
    throw error;
  }

  const id = randomUUID();
  const keepZip = zip !== null && rows.some((row) => row.input !== null);
  const zipKey = keepZip ? `imports/${id}.bin` : null;
  if (zip && zipKey) await deps.storage.put(zipKey, zip.bytes, "application/zip");
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(productImports).values({ id, userId, csvName: fileLabel(csv.name), zipName: zip ? fileLabel(zip.name) : null, zipKey });
      await tx.insert(productImportRows).values(
        rows.map((row) => ({
          importId: id,
          row: row.row,
          status: row.input ? ("ready" as const) : ("invalid" as const),
          label: row.label,
          input: row.input,
          errors: row.errors,
        })),
      );
    });
  } catch (error) {
    if (zipKey) await deps.storage.delete(zipKey).catch(() => undefined);
    throw error;
  }
  return id;
}
