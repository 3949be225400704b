import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { openDatabase, type Database } from "../../src/server/db/client";
import { createLogger } from "../../src/server/runtime/logger";
import { adminQuery, createTestDatabase, databaseUrl } from "./postgres-admin";

export type Backend = "pglite" | "postgres";

/**
 * The engine the API tests run on: PostgreSQL, the production engine, when TEST_DATABASE_URL points
 * at a server (CI sets it), else PGlite. One engine, not both (decision 068): what differs between
 * them below the app is tested on both in tests/api/database-engines.test.ts, and the browser
 * tests run the app on PGlite.
 */
export const testBackend: Backend = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
export const backends: Backend[] = [testBackend];

/** Both engines when there is a PostgreSQL server, for the tests of what differs between them. */
export const bothBackends: Backend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let template: Promise<Blob> | undefined;
/** The migrated data directory tests/support/global-setup.ts dumped for this run, if any. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env.LISTCRAFT_TEST_PGLITE_TEMPLATE;
  if (!file) return Promise.resolve(undefined);
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

/** What the template holds: every table with its rows as JSON ("[]" when empty), and each sequence's state. */
interface TemplateState {
  tables: Array<{ name: string; rows: string }>;
  sequences: Map<string, string>;
}

const rowsOf = (table: string) => `(select coalesce(json_agg(t), '[]')::text from ${table} t)`;
const SEQUENCES = `select format('%I.%I', schemaname, sequencename) as name, format('%s, %s', coalesce(last_value, start_value), last_value is not null) as state from pg_sequences`;

async function readTemplateState(database: Database): Promise<TemplateState> {
  const names = (
    await database.executeSql(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and not c.relispartition and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
       order by 1`,
    )
  ).rows.map((row: { name: string }) => row.name);
  const [row] = (await database.executeSql(`select ${names.map((name, index) => `${rowsOf(name)} as t${index}`).join(", ")}`)).rows;
  const sequences = (await database.executeSql(SEQUENCES)).rows.map((sequence: { name: string; state: string }) => [sequence.name, sequence.state] as const);
  return { tables: names.map((name, index) => ({ name, rows: String(row[`t${index}`]) })), sequences: new Map(sequences) };
}

/**
 * Brings a used test database back to the template's contents in one transaction: the tables a
 * test wrote to are emptied and refilled with the template's rows (applied migrations, pg-boss's
 * queues, the default alert rules), and moved sequences are set back. Untouched tables are left
 * alone: truncating all 37 cost half a CPU-second, as much as opening a new copy.
 */
async function resetToTemplate(database: Database, template: TemplateState) {
  const [now] = (
    await database.executeSql(
      `select ${template.tables.map(({ name, rows }, index) => (rows === "[]" ? `exists(select 1 from ${name})` : `${rowsOf(name)} <> $t$${rows}$t$`) + ` as t${index}`).join(", ")}`,
    )
  ).rows;
  const changed = template.tables.filter((_, index) => now[`t${index}`] === true);
  // Cascade reaches only tables that refer to a changed one; none of those holds template rows.
  const script = changed.length > 0 ? [`truncate ${changed.map(({ name }) => name).join(", ")} cascade;`] : [];
  for (const { name, rows } of changed)
    if (rows !== "[]") script.push(`insert into ${name} overriding system value select * from json_populate_recordset(null::${name}, $t$${rows}$t$);`);
  for (const { name, state } of (await database.executeSql(SEQUENCES)).rows as Array<{ name: string; state: string }>)
    if (template.sequences.get(name) !== state) script.push(`select setval('${name}', ${template.sequences.get(name)});`);
  if (script.length > 0) await database.executeSql(script.join("\n"));
}

/** The template's contents per engine, read once per worker from the first (pristine) copy it opens. */
const templateStates = new Map<Backend, Promise<TemplateState>>();

/**
 * This worker's databases that tests have given back, already reset (decision 068): open
 * PGlite instances, and the names of PostgreSQL databases. A PostgreSQL database gets a new pool
 * each time, so no connection carries a session's state (prepared statements, locks) to the next
 * test.
 */
const idlePglite: Database[] = [];
const idlePostgres: string[] = [];

/**
 * The application name of the connections to the PostgreSQL test databases. Before a reset, every
 * other session on the database is ended: one a killed process left behind could hold a lock the
 * reset's truncate would wait on.
 */
const POOL_APPLICATION = "listcraft-test-pool";
const END_OTHER_SESSIONS = `select pg_terminate_backend(pid) from pg_stat_activity
  where datname = current_database() and backend_type = 'client backend' and application_name <> '${POOL_APPLICATION}'`;

/** The run's PostgreSQL test databases start with this; tests/support/global-setup.ts drops them at the end. */
export const postgresPrefix = (run: string) => `listcraft_test_${run}_`;

/** A new database on the PostgreSQL server, created from the run's migrated template when there is one. */
async function createPostgres(): Promise<string> {
  const template = process.env.LISTCRAFT_TEST_PG_TEMPLATE;
  const name = `${postgresPrefix(process.env.LISTCRAFT_TEST_RUN ?? "solo")}${randomBytes(6).toString("hex")}`;
  await createTestDatabase(name, template);
  return name;
}

/**
 * A fresh, migrated database of the given kind, and how to give it back. Creating one costs about
 * 0.9 CPU-seconds on PGlite (the data directory is unpacked and PostgreSQL starts inside
 * WebAssembly) and 0.3-0.45 on PostgreSQL (a database copied from the template, then dropped);
 * resetting a used one 0.05 to 0.35, so a worker keeps the ones its files give back (decision
 * 068). What a test subscribed to is unsubscribed on drop, so no listener of a closed server
 * outlives it. A reset that fails discards the database and fails the test that dropped it.
 */
export async function openTestDatabase(backend: Backend): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const name = backend === "postgres" ? (idlePostgres.pop() ?? (await createPostgres())) : undefined;
  const base = name
    ? await openDatabase({ url: databaseUrl(name, POOL_APPLICATION), pgliteDir: "memory://" })
    : (idlePglite.pop() ?? (await openDatabase({ pgliteDir: "memory://", template: await pgliteTemplate() })));
  let state = templateStates.get(backend);
  if (!state) templateStates.set(backend, (state = readTemplateState(base)));
  const template = await state;
  const subscriptions: Array<() => Promise<void>> = [];
  const database: Database = {
    ...base,
    async listen(channel, onPayload) {
      const unsubscribe = await base.listen(channel, onPayload);
      subscriptions.push(unsubscribe);
      return unsubscribe;
    },
    close: () => Promise.resolve(),
  };
  return {
    database,
    url: name && databaseUrl(name),
    async drop() {
      for (const unsubscribe of subscriptions.splice(0)) await unsubscribe();
      try {
        if (name) await base.executeSql(END_OTHER_SESSIONS);
        await resetToTemplate(base, template);
      } catch (error) {
        await base.close();
        if (name) await adminQuery(`drop database if exists ${name} with (force)`);
        throw error;
      }
      if (name) {
        await base.close();
        idlePostgres.push(name);
      } else {
        // PGlite has one session, kept open: its own state goes too (settings, prepared statements, locks).
        await base.executeSql("discard all");
        idlePglite.push(base);
      }
    },
  };
}

/**
 * The PostgreSQL database at `url` (a server a test runs itself), migrated; the test's log level
 * applies to what it logs (a lost connection, when the test restarts that server). Closed, not
 * reset, when given back.
 */
export async function openDatabaseAt(url: string): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const logger = createLogger((process.env.TEST_LOG_LEVEL ?? "silent") as Parameters<typeof createLogger>[0]);
  const database = await openDatabase({ url, pgliteDir: "memory://", logger });
  return { database, url, drop: () => database.close() };
}
