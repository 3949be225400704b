import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase, type Database } from "../../src/server/db/client";

export type Backend = "pglite" | "postgres";

/**
 * The engine the API tests run on: PostgreSQL, the production engine, when TEST_DATABASE_URL points
 * at a server (CI sets it), else PGlite. One engine, not both (decision 044): what differs between
 * them below the app is tested on both in tests/api/database-engines.test.ts, and the browser
 * tests run the app on PGlite.
 */
export const backends: Backend[] = [process.env.TEST_DATABASE_URL ? "postgres" : "pglite"];

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
 * Brings a used PGlite database back to the template's contents in one transaction: the tables a
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
  // The session's own state goes too: settings, prepared statements, locks.
  await database.executeSql("discard all");
}

/** The template's contents, read once per worker from the first (pristine) copy it opens. */
let templateState: Promise<TemplateState> | undefined;

/** This worker's PGlite databases that tests have given back, already reset (decision 041). */
const idlePglite: Database[] = [];

/**
 * A PGlite database with the template's contents. Opening one costs about 0.9 CPU-seconds (the
 * data directory is unpacked and PostgreSQL starts inside WebAssembly); resetting a used one 0.05
 * to 0.35, so a worker keeps the ones its files give back. What a test subscribed to is
 * unsubscribed on drop, so no listener of a closed server outlives it. A reset that fails closes
 * the database and fails the test that dropped it.
 */
async function openPglite(): Promise<{ database: Database; drop(): Promise<void> }> {
  const base = idlePglite.pop() ?? (await openDatabase({ pgliteDir: "memory://", template: await pgliteTemplate() }));
  templateState ??= readTemplateState(base);
  const template = await templateState;
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
    async drop() {
      for (const unsubscribe of subscriptions.splice(0)) await unsubscribe();
      try {
        await resetToTemplate(base, template);
      } catch (error) {
        await base.close();
        throw error;
      }
      idlePglite.push(base);
    },
  };
}

/** A fresh, migrated database of the given kind, and how to throw it away. */
export async function openTestDatabase(backend: Backend): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (backend === "pglite") return openPglite();
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
