import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/client";
import { JOBS } from "../../src/server/all-jobs";
import { queueSettings, startQueue } from "../../src/server/jobs/queue";
import { createLogger } from "../../src/server/runtime/logger";
import { postgresPrefix } from "./databases";
import { adminQuery, createTestDatabase, databaseUrl } from "./postgres-admin";
import { bundleServer } from "./server-bundle";

/** Migrations and the job queue's own schema, as every test database starts. */
async function prepare(database: Database) {
  const queue = await startQueue(database, queueSettings(loadConfig({})), createLogger("silent"), Object.values(JOBS));
  await queue.stop();
}

/** A migrated PGlite data directory dumped to a file, for openTestDatabase to open copies of. */
async function pgliteTemplate(dir: string): Promise<string> {
  const pglite = await openDatabase({ pgliteDir: "memory://" });
  await prepare(pglite);
  const file = path.join(dir, "pglite.tar");
  await writeFile(file, Buffer.from(await (await pglite.dump!()).arrayBuffer()));
  await pglite.close();
  return file;
}

/** A migrated PostgreSQL database on the server at TEST_DATABASE_URL, for test databases to be created from. */
async function postgresTemplate(name: string): Promise<void> {
  await createTestDatabase(name);
  const database = await openDatabase({ url: databaseUrl(name), pgliteDir: "memory://" });
  await prepare(database);
  await database.close();
}

/**
 * Builds what the API tests share, once per run and side by side: the test databases' templates
 * (a migrated PGlite data directory dumped to a file, and with TEST_DATABASE_URL a migrated
 * PostgreSQL database that others are created from) and the server bundle the tests that start
 * real processes run (decision 068). A new PGlite spends most of its 2-3 s in initdb; one loaded
 * from the dump opens in about 0.5 s. Workers find all three through environment variables set
 * here, before they start.
 */
export default async function setup() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "listcraft-template-"));
  // Inside the project, where the bundle finds node_modules and the files the server reads.
  const bundleDir = path.join(".tmp", `api-server-${randomBytes(6).toString("hex")}`);
  const onServer = Boolean(process.env.TEST_DATABASE_URL);
  const run = randomBytes(6).toString("hex");
  const name = `listcraft_template_${run}`;
  const [file] = await Promise.all([pgliteTemplate(dir), onServer ? postgresTemplate(name) : undefined, bundleServer(bundleDir)]);
  process.env.LISTCRAFT_TEST_PGLITE_TEMPLATE = file;
  if (onServer) process.env.LISTCRAFT_TEST_PG_TEMPLATE = name;
  process.env.LISTCRAFT_TEST_RUN = run;
  process.env.LISTCRAFT_TEST_SERVER_BUNDLE = bundleDir;

  return async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(bundleDir, { recursive: true, force: true });
    if (!onServer) return;
    // The workers keep their test databases until they exit (databases.ts); they go with the template.
    const { rows } = await adminQuery<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [postgresPrefix(run)]);
    for (const { datname } of rows) await adminQuery(`drop database if exists ${datname} with (force)`);
    await adminQuery(`drop database if exists ${name} with (force)`);
  };
}
