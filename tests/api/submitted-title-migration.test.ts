import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveTitle } from "../../src/core/products/derive";
import { databaseBeforeMigration } from "../support/database-before-migration";

const LONG = "  A planner for night-shift nurses with rota pages, sleep logs and a monthly review.  ";

/** Migration 0010 (issue 16) fills products.submitted_title for listings made before it. */
describe("migration 0010: submitted titles of existing products", () => {
  let database: Awaited<ReturnType<typeof databaseBeforeMigration>>;
  let client: PGlite;

  beforeAll(async () => {
    // The migrations before 0010, as a database made before it has them.
    database = await databaseBeforeMigration("_status_and_submitted_title");
    client = database.client;
  });
  afterAll(async () => {
    await database?.close();
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

    await database.migrateAll();

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
