import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase, type Database } from "../../src/server/db/client";

export type Backend = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let template: Promise<Blob> | undefined;
/** The migrated data directory tests/support/global-setup.ts dumped for this run, if any. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env.LISTCRAFT_TEST_PGLITE_TEMPLATE;
  if (!file) return Promise.resolve(undefined);
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

/** A fresh, migrated database of the given kind, and how to throw it away. */
export async function openTestDatabase(backend: Backend): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (backend === "pglite") {
    const database = await openDatabase({ pgliteDir: "memory://", template: await pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `listcraft_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = process.env.LISTCRAFT_TEST_PG_TEMPLATE;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), pgliteDir: "memory://" });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
