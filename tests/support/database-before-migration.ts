import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

export const MIGRATIONS = path.resolve("drizzle");

/**
 * An in-memory PGlite database migrated up to, not including, the migration whose tag ends with
 * `tagSuffix` (found by name, so renumbering it on a merge changes nothing): a database made before
 * that migration, for testing what it does to existing rows. `migrateAll` then applies the rest.
 */
export async function databaseBeforeMigration(tagSuffix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "listcraft-before-migration-"));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: Array<{ idx: number; tag: string }> };
  const own = journal.entries.find((entry) => entry.tag.endsWith(tagSuffix));
  if (!own) throw new Error(`no migration's tag ends with ${tagSuffix}`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < own.idx) }));
  const client = await PGlite.create("memory://");
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: dir });
  return {
    client,
    db,
    migrateAll: () => migrate(db, { migrationsFolder: MIGRATIONS }),
    close: async () => {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
