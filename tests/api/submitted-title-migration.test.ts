import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveTitle } from "../../src/core/products/derive";

const MIGRATIONS = path.resolve("drizzle");
const LONG = "  A planner for night-shift nurses with rota pages, sleep logs and a monthly review.  ";

/** Migration 0010 (issue 16) fills products.submitted_title for listings made before it. */
describe("migration 0010: submitted titles of existing products", () => {
  let dir: string;
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    // The migrations up to 0009, as a database made before this one has them.
    dir = await mkdtemp(path.join(os.tmpdir(), "listcraft-0009-"));
    await cp(MIGRATIONS, dir, { recursive: true });
    const journalFile = path.join(dir, "meta/_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: Array<{ idx: number }> };
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 9) }));
    client = await PGlite.create("memory://");
    db = drizzle(client);
    await migrate(db, { migrationsFolder: dir });
  });
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("derives a finished listing's submitted title from its description and keeps the others' titles", async () => {
    await client.query(`insert into users (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
    const insert = (title: string, status: string, addons: unknown) =>
      client.query<{ id: string }>(`insert into products (user_id, title, category, status, addons) values ('u1', $1, 'planner', $2, $3) returning id`, [
        title,
        status,
        JSON.stringify(addons),
      ]);
    const rows = {
      finished: await insert("Night Shift Nurse Planner", "complete", { sourceDescription: LONG.trim() }),
      finishedShort: await insert("Generated", "complete", { sourceDescription: "Tiny planner" }),
      cutAtSpace: await insert("Generated", "complete", { sourceDescription: `${"a".repeat(49)} tail` }),
      legacy: await insert("Legacy Title", "complete", {}),
      pending: await insert("Weekly planner (1)", "pending", { sourceDescription: "Weekly planner" }),
      failed: await insert("Failed planner", "failed", { sourceDescription: "Failed planner" }),
    };

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const submitted = async (row: { rows: Array<{ id: string }> }) =>
      (await client.query<{ submitted_title: string }>(`select submitted_title from products where id = $1`, [row.rows[0]?.id])).rows[0]?.submitted_title;
    expect(await submitted(rows.finished)).toBe(deriveTitle(LONG));
    expect(await submitted(rows.finishedShort)).toBe("Tiny planner");
    // The 50th character is a space: trimmed, as deriveTitle trims.
    expect(await submitted(rows.cutAtSpace)).toBe(deriveTitle(`${"a".repeat(49)} tail`));
    expect(await submitted(rows.cutAtSpace)).toHaveLength(49);
    expect(await submitted(rows.legacy)).toBe("Legacy Title");
    expect(await submitted(rows.pending)).toBe("Weekly planner (1)");
    expect(await submitted(rows.failed)).toBe("Failed planner");
    const indexes = await client.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'products'`);
    expect(indexes.rows.map((r) => r.indexname)).toContain("products_user_submitted_title_idx");
    expect(indexes.rows.map((r) => r.indexname)).not.toContain("products_user_title_idx");
  });
});
