// Issue 33 for npm run bench: importing many products. Validating a 200-row CSV (the reader and the
// row rules, p95 < 200 ms), the whole preview request for 200 rows with their ZIP beside it, and 50
// imported rows from the confirm until every listing is complete on the built-in writer (< 30 s).
// Run alone: [TEST_DATABASE_URL=…] npx tsx scripts/bench-import.ts
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { ApiImport } from "../src/core/imports/api-types";
import { readImportCsv } from "../src/core/imports/read-csv";
import { validateImportRow } from "../src/core/imports/validate-row";
import { subscriptions } from "../src/server/db/schema";
import { testBackend } from "../tests/support/databases";
import type { HttpClient } from "../tests/support/http-client";
import { goodRow, importCsv, postImport, zipOf, type ImportRowCells } from "../tests/support/imports";
import { startTestApp } from "../tests/support/test-app";

const VALIDATE_RUNS = 200;
const PREVIEW_RUNS = 10;
const IMPORTED_ROWS = 50;
const TARGET_VALIDATE_P95_MS = 200;
const TARGET_IMPORT_MS = 30_000;

const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** A row as a seller writes one: a name, a few sentences, two apps, a price, two screenshots. */
const sellerRow = (n: number): ImportRowCells => ({
  ...goodRow(n),
  description: `${goodRow(n).description} Includes 52 weekly spreads, a yearly overview, habit and mood trackers, a reading log and goal pages with hyperlinked tabs, made for GoodNotes and Notion on iPad. Print at home or use it digitally; undated so you can start any month.`,
  screenshots: `shot-${n}.png;shot-${n}-b.png`,
});

/** A 1280x800 screenshot-like PNG (flat panels and text-like stripes): real pixels to decode and re-encode. */
async function screenshot(n: number): Promise<Uint8Array> {
  const width = 1280;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3, 0xf4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const panel = (Math.floor(x / 320) + Math.floor(y / 200) + n) % 3;
      const text = y % 24 < 10 && x % 320 > 24 && x % 320 < 280 && (x * 7 + y * 13 + n) % 11 > 3;
      const at = (y * width + x) * 3;
      pixels[at] = text ? 40 : 230 - panel * 20;
      pixels[at + 1] = text ? 40 : 235 - panel * 10;
      pixels[at + 2] = text ? 60 : 245;
    }
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

async function screenshotsZip(rows: ImportRowCells[]): Promise<Buffer> {
  const one = await screenshot(0);
  const other = await screenshot(1);
  const files: Record<string, Uint8Array> = {};
  for (const row of rows) for (const [i, name] of (row.screenshots ?? "").split(";").entries()) files[name] = i === 0 ? one : other;
  return zipOf(files);
}

/**
 * `client` is signed in on a plan with at least IMPORTED_ROWS free slots, against the app at
 * `client.baseUrl` with workers running and IMPORTS_PER_HOUR above PREVIEW_RUNS + 1.
 */
export async function benchImport(client: HttpClient, percentile = percentileOf) {
  const lines: string[] = [];
  const rows200 = Array.from({ length: 200 }, (_, i) => sellerRow(i + 1));
  const csv200 = new TextEncoder().encode(importCsv(rows200));

  const decode: number[] = [];
  const validate: number[] = [];
  for (let i = 0; i < VALIDATE_RUNS + 20; i++) {
    let started = performance.now();
    new TextDecoder("utf-8", { fatal: true }).decode(csv200).split("\r\n");
    const decoded = performance.now() - started;
    started = performance.now();
    const reading = readImportCsv(csv200);
    if (!reading.ok || reading.records.map(validateImportRow).some((row) => !row.input)) throw new Error("import bench: the 200-row CSV did not validate");
    if (i >= 20) {
      decode.push(decoded);
      validate.push(performance.now() - started);
    }
  }
  const validateP95 = percentile(validate, 95);
  lines.push(
    `\nImport: validating a 200-row CSV (${(csv200.length / 1024).toFixed(0)} KB), readImportCsv + validateImportRow (${VALIDATE_RUNS} runs after 20 warm-up)`,
  );
  lines.push(`  baseline TextDecoder + split       p50 ${fmt(percentile(decode, 50))}  p95 ${fmt(percentile(decode, 95))}`);
  lines.push(
    `  read + validate 200 rows           p50 ${fmt(percentile(validate, 50))}  p95 ${fmt(validateP95)}  (${(validateP95 / percentile(decode, 95)).toFixed(1)}x baseline p95)`,
  );
  const validateOk = validateP95 < TARGET_VALIDATE_P95_MS;
  lines.push(`  target p95 < ${TARGET_VALIDATE_P95_MS} ms: ${validateOk ? "PASS" : "FAIL"}`);

  const zip200 = await screenshotsZip(rows200);
  const previews: number[] = [];
  for (let i = 0; i < PREVIEW_RUNS + 1; i++) {
    const started = performance.now();
    const { status } = await postImport(client, csv200, zip200);
    if (status !== 201) throw new Error(`import bench: the preview answered ${status}`);
    if (i > 0) previews.push(performance.now() - started);
  }
  lines.push(
    `  POST /api/imports, the same CSV and a ${(zip200.length / 1024 / 1024).toFixed(1)} MB ZIP of its 400 screenshots (each unpacked and checked)  p50 ${fmt(percentile(previews, 50))}  p95 ${fmt(percentile(previews, 95))}  (${PREVIEW_RUNS} runs after 1 warm-up; no target)`,
  );

  const rows50 = Array.from({ length: IMPORTED_ROWS }, (_, i) => ({ ...sellerRow(1000 + i), screenshots: `shot-${1000 + i}.png` }));
  const preview = await postImport(client, importCsv(rows50), await screenshotsZip(rows50));
  const id = (preview.body.import as ApiImport).id;
  const started = performance.now();
  const confirmed = await client.post(`/api/imports/${id}/confirm`);
  if (confirmed.status !== 200) throw new Error(`import bench: the confirm answered ${confirmed.status}`);
  let imported: ApiImport;
  let firstDone = Number.NaN;
  for (;;) {
    imported = ((await (await client.get(`/api/imports/${id}`)).json()) as { import: ApiImport }).import;
    const done = imported.rows.filter((row) => row.state === "done").length;
    if (done > 0 && Number.isNaN(firstDone)) firstDone = performance.now() - started;
    if (imported.rows.every((row) => row.state === "done" || row.state === "failed")) break;
    if (performance.now() - started > 5 * TARGET_IMPORT_MS) throw new Error("import bench: the 50 rows did not finish");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const total = performance.now() - started;
  const failed = imported.rows.filter((row) => row.state === "failed").length;
  lines.push(
    `\nImport: ${IMPORTED_ROWS} rows (one 1280x800 screenshot each), confirm → every listing complete on the built-in writer (workers in the server process)`,
  );
  lines.push(`  first listing complete            ${fmt(firstDone)}`);
  lines.push(`  all ${IMPORTED_ROWS} complete                   ${fmt(total)}  (${fmt(total / IMPORTED_ROWS)} per row; ${failed} failed)`);
  const importOk = total < TARGET_IMPORT_MS && failed === 0;
  lines.push(`  target < ${TARGET_IMPORT_MS / 1000} s with none failed: ${importOk ? "PASS" : "FAIL"}`);
  return { lines, pass: validateOk && importOk };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const app = await startTestApp(testBackend, { RUN_WORKER: "true", IMPORTS_PER_HOUR: "1000" });
  try {
    const { client, userId } = await app.onPlan("pro");
    await app.db.update(subscriptions).set({ maxProducts: 1000 }).where(eq(subscriptions.userId, userId));
    const result = await benchImport(client);
    for (const line of result.lines) console.log(line);
    process.exitCode = result.pass ? 0 : 1;
  } finally {
    await app.close();
  }
}
