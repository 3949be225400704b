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
