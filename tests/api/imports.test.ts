import { checkedFetch } from "../support/api-contract-check";
import { request as httpRequest } from "node:http";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiImport } from "../../src/core/imports/api-types";
import { productImportRows, productImports, products, productSaleDetails, subscriptions, uploads } from "../../src/server/db/schema";
import { expireStaleImports } from "../../src/server/imports/expire-imports";
import { createLogger } from "../../src/server/runtime/logger";
import { localStorage } from "../../src/server/storage/local-storage";
import { backends } from "../support/databases";
import { HttpClient } from "../support/http-client";
import { goodRow, importCsv, postImport, screenshotsZip, zipOf, type ImportRowCells } from "../support/imports";
import { png } from "../support/images";
import { plannerBody, uploadScreenshots } from "../support/products";
import { STRONG_PASSWORD, startTestApp, type TestApp } from "../support/test-app";
import { until } from "../support/until";

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => goodRow(from + i));
const shotsOf = (cells: ImportRowCells[]) => cells.map((row) => row.screenshots ?? "");

describe.each(backends)("imports on %s", (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(backend, { RUN_WORKER: "true", IMPORTS_PER_HOUR: "1000" });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A signed-in seller whose plan holds `maxProducts`. */
  async function seller(maxProducts: number, tier: "free" | "creator" | "pro" = "pro") {
    const { client, userId } = await app.onPlan(tier);
    await app.db.update(subscriptions).set({ maxProducts }).where(eq(subscriptions.userId, userId));
    return { client, userId };
  }

  const readImport = async (client: HttpClient, id: string) => {
    const response = await client.get(`/api/imports/${id}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { import: ApiImport }).import;
  };
  const statesOf = (imported: ApiImport) => imported.rows.map((row) => row.state);
  const settled = (imported: ApiImport) => imported.rows.every((row) => !["waiting", "generating", "ready"].includes(row.state));
  const productCount = async (userId: string) => (await app.db.select({ id: products.id }).from(products).where(eq(products.userId, userId))).length;
  const importCount = async (userId: string) =>
    (await app.db.select({ id: productImports.id }).from(productImports).where(eq(productImports.userId, userId))).length;

  it("imports 50 rows: the preview creates nothing, one confirm sent twice at once creates each product once, and every listing completes", async () => {
    const { client, userId } = await seller(60);
    const cells = rows(1, 50);
    const preview = await postImport(client, importCsv(cells), await screenshotsZip(shotsOf(cells)));
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    const imported = preview.body.import as ApiImport;
    expect(imported).toMatchObject({ status: "previewed", csvName: "products.csv", zipName: "screenshots.zip", slotsLeft: 60, maxProducts: 60 });
    expect(imported.rows.map((row) => row.row)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect(new Set(statesOf(imported))).toEqual(new Set(["ready"]));
    expect(await productCount(userId)).toBe(0);

    const confirms = await Promise.all([client.post(`/api/imports/${imported.id}/confirm`), client.post(`/api/imports/${imported.id}/confirm`)]);
    expect(confirms.map((response) => response.status)).toEqual([200, 200]);
    let latest = imported;
    await until(async () => settled((latest = await readImport(client, imported.id))), 120_000, "50 imported listings");
    expect(latest.status).toBe("finished");
    expect(new Set(statesOf(latest))).toEqual(new Set(["done"]));

    const made = await app.db.select().from(products).where(eq(products.userId, userId));
    expect(made).toHaveLength(50);
    expect(new Set(latest.rows.map((row) => row.productId)).size).toBe(50);
    const first = made.find((product) => product.id === latest.rows[0]?.productId);
    expect(first).toMatchObject({ productName: "Habit Planner 1", category: "planner", status: "complete" });
    expect(first?.images).toHaveLength(1);
    expect(first?.addons).toMatchObject({ targetPlatform: ["notion", "goodnotes"], fileFormats: "pdf" });
    const prices = await app.db
      .select()
      .from(productSaleDetails)
      .where(
        inArray(
          productSaleDetails.productId,
          made.map((p) => p.id),
        ),
      );
    expect(prices.map((sale) => sale.priceCents)).toEqual(Array(50).fill(1250));
    // Confirming a finished import again creates nothing more, and its ZIP is gone from storage.
    expect((await client.post(`/api/imports/${imported.id}/confirm`)).status).toBe(200);
    expect(await productCount(userId)).toBe(50);
    expect(await readdir(path.join(app.dataDir, "uploads", "imports")).catch(() => [])).not.toContain(`${imported.id}.bin`);
  }, 180_000);

  it("previews each bad row by row and column, names the rows beyond the plan, and creates only the rows that fit", async () => {
    const { client, userId } = await seller(10, "creator");
    // One slot is taken already: a pending product counts, as it does for the wizard.
    expect((await client.post("/api/products", plannerBody(await uploadScreenshots(client, 1)))).status).toBe(201);
    const cells = [
      ...rows(1, 12),
      { ...goodRow(13), description: "   " },
      { ...goodRow(14), screenshots: "https://example.com/shot.png" },
      { ...goodRow(15), screenshots: "fake.png" },
      { ...goodRow(16), screenshots: "absent.png" },
      { ...goodRow(17), screenshots: "dup.png", category: "Wall Art", price: "free" },
    ];
    const zip = zipOf({
      ...Object.fromEntries(await Promise.all(shotsOf(rows(1, 13)).map(async (name) => [name, new Uint8Array(await png())] as const))),
      "fake.png": new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      "a/dup.png": new Uint8Array(await png()),
      "b/DUP.png": new Uint8Array(await png()),
    });
    const preview = await postImport(client, importCsv(cells), zip);
    expect(preview.status).toBe(201);
    const imported = preview.body.import as ApiImport;
    expect(imported.slotsLeft).toBe(9);
    expect(statesOf(imported)).toEqual([...Array(9).fill("ready"), ...Array(3).fill("over_limit"), ...Array(5).fill("invalid")]);
    const errors = imported.rows.flatMap((row) => row.errors);
    expect(errors).toEqual([
      { row: 14, column: "description", message: "Product description is required" },
      { row: 15, column: "screenshots", message: expect.stringMatching(/^'https:\/\/example.com\/shot.png' is an address/) },
      { row: 16, column: "screenshots", message: "fake.png: Only JPEG, PNG, WebP or GIF images are allowed (SVG and other files are refused)." },
      { row: 17, column: "screenshots", message: "absent.png is not in the ZIP." },
      { row: 18, column: "price", message: expect.stringMatching(/^Price must be a number/) },
      { row: 18, column: "screenshots", message: "dup.png is in the ZIP more than once (a/dup.png, b/DUP.png): keep one." },
    ]);
    expect(await productCount(userId)).toBe(1);

    expect((await client.post(`/api/imports/${imported.id}/confirm`)).status).toBe(200);
    let latest = imported;
    await until(async () => settled((latest = await readImport(client, imported.id))), 60_000, "the nine rows");
    expect(statesOf(latest)).toEqual([...Array(9).fill("done"), ...Array(3).fill("over_limit"), ...Array(5).fill("invalid")]);
    expect(await productCount(userId)).toBe(10);
    expect(latest.slotsLeft).toBe(0);
  }, 120_000);

  it("refuses a file it cannot read safely with a clear message, storing nothing", async () => {
    const { client, userId } = await seller(60);
    const good = importCsv(rows(1, 2));
    const goodZip = await screenshotsZip(shotsOf(rows(1, 2)));
    const bomb = zipOf({ "shot-1.png": new Uint8Array(4 * 1024 * 1024), "shot-2.png": new Uint8Array(await png()) });
    // The first file's directory record (where the end record points) says it unpacks to 2 KB; it unpacks to 4 MB.
    const directory = bomb.readUInt32LE(bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    bomb.writeUInt32LE(2048, directory + 24);
    const cases: Array<[string, string | Uint8Array, Uint8Array | null, RegExp]> = [
      [
        "Latin-1 text",
        new Uint8Array(Buffer.from(importCsv([{ ...goodRow(1), description: "Caf\u00e9 planner pages" }]), "latin1")),
        goodZip,
        /Row 2 is not UTF-8/,
      ],
      ["a formula", importCsv([{ ...goodRow(1), "product name": '=HYPERLINK("http://evil.example","Click")' }]), goodZip, /formula/],
      ["a quoted line break", importCsv([{ ...goodRow(1), description: "Two\nlines" }]), goodZip, /line break inside a quoted cell \(description\)/],
      ["a missing column", good.replace("price,", "").replace(/12\.50,/g, ""), goodZip, /The column 'price' is missing/],
      ["201 rows", importCsv(rows(1, 201)), goodZip, /201 products; one import takes at most 200/],
      [
        "a path out of the ZIP",
        good,
        zipOf({ "shot-1.png": new Uint8Array(await png()), "../../shot-2.png": new Uint8Array(await png()) }),
        /leads outside its folder/,
      ],
      ["a zip bomb", good, bomb, /does not unpack to the size the ZIP declares/],
      ["a ZIP that is not one", good, new TextEncoder().encode("just some text pretending to be a zip file"), /not a ZIP archive/],
    ];
    for (const [name, csv, zip, message] of cases) {
      const response = await postImport(client, csv, zip);
      expect(response.status, name).toBe(422);
      expect(response.body.error, name).toMatchObject({ code: "IMPORT_REJECTED", message: expect.stringMatching(/^Nothing was imported: /) });
      expect(response.body.problems[0]?.message, name).toMatch(message);
    }
    expect(await importCount(userId)).toBe(0);
    expect(await productCount(userId)).toBe(0);
    expect(await app.db.select().from(uploads).where(eq(uploads.userId, userId))).toEqual([]);
  });

  it("imports a CSV Excel saved as 'CSV UTF-8', whose byte order mark comes before the header", async () => {
    const { client, userId } = await seller(60);
    const cells = rows(1, 2);
    const excel = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(importCsv(cells))]);
    const preview = await postImport(client, excel, await screenshotsZip(shotsOf(cells)));
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    const imported = preview.body.import as ApiImport;
    expect(statesOf(imported)).toEqual(["ready", "ready"]);
    expect((await client.post(`/api/imports/${imported.id}/confirm`)).status).toBe(200);
    await until(async () => settled(await readImport(client, imported.id)), 60_000, "the two rows");
    // The first column is read as "product name", not as an unknown column holding the mark.
    const made = await app.db.select().from(products).where(eq(products.userId, userId));
    expect(made.map((product) => product.productName).sort()).toEqual(["Habit Planner 1", "Habit Planner 2"]);
  }, 90_000);

  it("answers another account's import and a malformed id with the same 404, and changes nothing", async () => {
    const owner = await seller(60);
    const stranger = await seller(60);
    const { body } = await postImport(owner.client, importCsv(rows(1, 1)), await screenshotsZip(["shot-1.png"]));
    const id = (body.import as ApiImport).id;
    for (const path of [`/api/imports/${id}`, "/api/imports/not-a-uuid", "/api/imports/00000000-0000-4000-8000-000000000000"]) {
      expect((await stranger.client.get(path)).status, path).toBe(404);
    }
    expect((await stranger.client.post(`/api/imports/${id}/confirm`)).status).toBe(404);
    expect((await readImport(owner.client, id)).status).toBe("previewed");
    expect(((await (await stranger.client.get("/api/imports")).json()) as { imports: unknown[] }).imports).toEqual([]);
    expect(((await (await owner.client.get("/api/imports")).json()) as { imports: Array<{ id: string; rows: number }> }).imports).toEqual([
      expect.objectContaining({ id, rows: 1, status: "previewed" }),
    ]);
  });

  it("refuses a confirm when the plan has no free slot, leaving the import to confirm after an upgrade", async () => {
    const { client, userId } = await seller(1, "free");
    expect((await client.post("/api/products", plannerBody(await uploadScreenshots(client, 1)))).status).toBe(201);
    const { body } = await postImport(client, importCsv(rows(1, 2)), await screenshotsZip(shotsOf(rows(1, 2))));
    const imported = body.import as ApiImport;
    expect(imported.slotsLeft).toBe(0);
    expect(statesOf(imported)).toEqual(["over_limit", "over_limit"]);
    const refused = await client.post(`/api/imports/${imported.id}/confirm`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("PLAN_LIMIT");
    expect((await readImport(client, imported.id)).status).toBe("previewed");
    expect(await productCount(userId)).toBe(1);

    await app.db.update(subscriptions).set({ maxProducts: 2 }).where(eq(subscriptions.userId, userId));
    expect((await client.post(`/api/imports/${imported.id}/confirm`)).status).toBe(200);
    let latest = imported;
    await until(async () => settled((latest = await readImport(client, imported.id))), 30_000, "the one row that fits");
    expect(statesOf(latest)).toEqual(["done", "over_limit"]);
    expect(await productCount(userId)).toBe(2);
  }, 60_000);

  it("fails only the row whose screenshot cannot be re-encoded, saying why", async () => {
    const { client } = await seller(60);
    const whole = await png(300, 200, "#224466");
    const broken = whole.subarray(0, Math.floor(whole.length * 0.6));
    const zip = zipOf({ "shot-1.png": new Uint8Array(await png()), "shot-2.png": new Uint8Array(broken) });
    const { status, body } = await postImport(client, importCsv(rows(1, 2)), zip);
    expect(status).toBe(201);
    const imported = body.import as ApiImport;
    expect(statesOf(imported)).toEqual(["ready", "ready"]);
    await client.post(`/api/imports/${imported.id}/confirm`);
    let latest = imported;
    await until(async () => settled((latest = await readImport(client, imported.id))), 30_000, "both rows");
    expect(latest.rows.map((row) => [row.state, row.failure])).toEqual([
      ["done", null],
      ["failed", "shot-2.png: The image could not be processed."],
    ]);
  }, 60_000);

  it("refuses what is not an import upload before reading it: a body over 200 MB, no multipart, no CSV, too many per hour", async () => {
    const { client } = await seller(60);
    const declared = await new Promise<number>((resolve, reject) => {
      const url = new URL("/api/imports", app.url);
      const request = httpRequest(url, {
        method: "POST",
        headers: {
          origin: app.url,
          cookie: client.cookieHeader,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(250 * 1024 * 1024),
          "x-forwarded-for": client.ip ?? "",
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.write("--x\r\n");
    });
    expect(declared).toBe(413);
    expect((await client.post("/api/imports", { csv: "product name" })).status).toBe(415);
    const noCsv = new FormData();
    noCsv.append("zip", new Blob([new Uint8Array(await screenshotsZip(["a.png"]))]), "a.zip");
    const missing = await checkedFetch(new URL("/api/imports", app.url), {
      method: "POST",
      body: noCsv,
      headers: { origin: app.url, cookie: client.cookieHeader },
    });
    expect(missing.status).toBe(400);

    // A second server on the same database, with two imports per hour: the count is kept in the database.
    const limited = await app.launch({ IMPORTS_PER_HOUR: "2" });
    const fresh = await seller(60);
    const other = new HttpClient(limited.url, limited.url, fresh.client.ip);
    for (const [name, value] of fresh.client.cookies) other.cookies.set(name, value);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await postImport(other, importCsv(rows(1, 1)), await screenshotsZip(["shot-1.png"]))).status);
    expect(answers).toEqual([201, 201, 429]);
  }, 60_000);

  it("keeps the rows' states for a reload: GET gives the same import the preview gave", async () => {
    const { client } = await seller(60);
    const { body } = await postImport(client, importCsv([goodRow(1), { ...goodRow(2), category: "" }]), await screenshotsZip(["shot-1.png", "shot-2.png"]));
    const again = await readImport(client, (body.import as ApiImport).id);
    expect(again).toEqual(body.import);
    const [row] = await app.db
      .select()
      .from(productImportRows)
      .where(and(eq(productImportRows.importId, again.id), eq(productImportRows.row, 3)));
    expect(row).toMatchObject({ status: "invalid", input: null, errors: [{ row: 3, column: "category", message: "Category is required" }] });
  });

  it("expires an import never confirmed after the grace period: its ZIP is deleted and a late confirm is a 409", async () => {
    const { client, userId } = await seller(60);
    const { body } = await postImport(client, importCsv(rows(1, 1)), await screenshotsZip(["shot-1.png"]));
    const id = (body.import as ApiImport).id;
    const zips = () => readdir(path.join(app.dataDir, "uploads", "imports")).catch(() => [] as string[]);
    expect(await zips()).toContain(`${id}.bin`);
    const storage = localStorage(path.join(app.dataDir, "uploads"));
    const deps = { db: app.db, storage, logger: createLogger("silent") };
    expect(await expireStaleImports(deps, 24)).toBe(0);
    await app.db
      .update(productImports)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(productImports.id, id));
    expect(await expireStaleImports(deps, 24)).toBe(1);
    expect(await zips()).not.toContain(`${id}.bin`);
    expect((await readImport(client, id)).status).toBe("expired");
    const late = await client.post(`/api/imports/${id}/confirm`);
    expect(late.status).toBe(409);
    expect(await productCount(userId)).toBe(0);
  });

  it("deletes an unconfirmed import's ZIP with the account", async () => {
    const { client, userId } = await seller(60);
    const { body } = await postImport(client, importCsv(rows(1, 1)), await screenshotsZip(["shot-1.png"]));
    const stored = path.join(app.dataDir, "uploads", "imports", `${(body.import as ApiImport).id}.bin`);
    expect(existsSync(stored)).toBe(true);
    expect((await client.post("/api/account/delete", { password: STRONG_PASSWORD })).status).toBe(200);
    expect(existsSync(stored)).toBe(false);
    expect(await importCount(userId)).toBe(0);
  });
});
