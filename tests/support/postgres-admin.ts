import pg from "pg";

/** TEST_DATABASE_URL: the PostgreSQL server tests may create databases on, if there is one. */
function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** Runs one statement on the server at TEST_DATABASE_URL, on a connection of its own. */
export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<pg.QueryResult<Row>> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    return await admin.query<Row>(sql, values);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on that server, optionally naming the connecting application. */
export function databaseUrl(name: string, application?: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  if (application) url.searchParams.set("application_name", application);
  return url.toString();
}

/**
 * Creates database `name` on that server (a copy of `template` if given) for tests. Its sessions
 * commit without waiting for the WAL to reach the disk (synchronous_commit = off): what a commit
 * makes visible, and when, is unchanged; only a crash of the PostgreSQL server itself could lose
 * the last commits, which no test relies on. Each commit's fdatasync took 1.4-2.7 ms on this
 * machine's disk, and the API tests commit thousands of times (decision 059). The server and
 * every other database keep their own setting.
 */
export async function createTestDatabase(name: string, template?: string): Promise<void> {
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ""}`);
  await adminQuery(`alter database ${name} set synchronous_commit = off`);
}
