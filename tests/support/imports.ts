import { checkedFetch } from "./api-contract-check";
import { zipSync } from "fflate";
import { IMPORT_COLUMNS, type ImportColumn } from "../../src/core/imports/columns";
import type { HttpClient } from "./http-client";
import { png } from "./images";

export type ImportRowCells = Partial<Record<ImportColumn, string>>;

/** A planner row that imports as it is: its screenshot is `shot-<n>.png`. */
export const goodRow = (n: number): ImportRowCells => ({
  "product name": `Habit Planner ${n}`,
  category: "planner",
  description: `An undated weekly planner number ${n} with habit trackers, goal pages and a monthly review spread for busy students.`,
  "compatible apps": "notion;goodnotes",
  "file format": "pdf",
  price: "12.50",
  screenshots: `shot-${n}.png`,
});

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** An import CSV with the template's header and these rows (missing cells blank). */
export function importCsv(rows: ImportRowCells[]): string {
  const lines = [IMPORT_COLUMNS.join(","), ...rows.map((row) => IMPORT_COLUMNS.map((column) => quote(row[column] ?? "")).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** A ZIP of these files (fflate, deflated). */
export const zipOf = (files: Record<string, Uint8Array>) => Buffer.from(zipSync(files, { level: 6 }));

/** A ZIP with one small, distinct PNG per name. */
export async function screenshotsZip(names: string[]): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  for (const [index, name] of names.entries()) {
    files[name] = new Uint8Array(await png(24 + (index % 16), 18, `#${((index * 37) % 256).toString(16).padStart(2, "0")}6699`));
  }
  return zipOf(files);
}

/** POST /api/imports with the CSV (text or bytes) and an optional ZIP, as the import page's form sends them. */
export async function postImport(
  client: HttpClient,
  csv: string | Uint8Array,
  zip?: Uint8Array | null,
  names = { csv: "products.csv", zip: "screenshots.zip" },
) {
  const form = new FormData();
  form.append("csv", new Blob([typeof csv === "string" ? csv : new Uint8Array(csv)], { type: "text/csv" }), names.csv);
  if (zip) form.append("zip", new Blob([new Uint8Array(zip)], { type: "application/zip" }), names.zip);
  const response = await checkedFetch(new URL("/api/imports", client.baseUrl), {
    method: "POST",
    body: form,
    headers: { origin: client.origin ?? "", cookie: client.cookieHeader, ...(client.ip ? { "x-forwarded-for": client.ip } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
