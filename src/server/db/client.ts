import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { createLogger, type Logger } from "../runtime/logger";
import { PROJECT_ROOT } from "../runtime/project-root";
import { lockDataDir } from "./data-dir-lock";
import { postgresListener } from "./postgres-listener";
import * as schema from "./schema";
import { guarded, guardTransactions } from "./transaction-guard";
import { trackWrites, type WriteEpoch } from "./write-epoch";

/**
 * What a queue call gets once the database is closed (pg-boss settling a job as the process stops):
 * nothing done, in the shape pg-boss reads. Its complete and fail commands end on "SELECT COUNT(*)
 * FROM results" and read rows[0].count, so an empty result made it throw an unhandled rejection; the
 * unsettled job expires and runs again.
 */
export const afterClose = (text: string): { rows: Array<Record<string, unknown>> } => ({
  rows: /select\s+count\(\*\)\s+from\s+results\s*$/i.test(text.trim()) ? [{ count: "0" }] : [],
});

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Raw SQL for libraries that bring their own (pg-boss). */
  executeSql: ExecuteSql;
  /**
   * Subscribes to a NOTIFY channel; resolves with the unsubscribe function. On PostgreSQL the
   * subscription outlives a lost connection (postgres-listener.ts); what was notified meanwhile is lost.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: moves whenever a statement may have changed data (write-epoch.ts), so answers
   * can be cached while it stands still. PostgreSQL has other writers this process does not see.
   */
  writeEpoch?: WriteEpoch;
  /** PGlite only: the data directory as a tarball, to open copies from (tests' template database). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(PROJECT_ROOT, "drizzle");

/**
 * PostgreSQL when a URL is given, else PGlite in `pgliteDir` ("memory://" keeps it in memory).
 * Migrations run before the database is handed out, so every process sees the current schema.
 */
export async function openDatabase(options: { url?: string; pgliteDir: string; template?: Blob; logger?: Logger }): Promise<Database> {
  if (options.url) {
    const logger = options.logger ?? createLogger("warn");
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => logger.warn("idle database connection lost", { error }));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    // From here on a query on the pool inside one of its transactions is refused (transaction-guard.ts).
    pool.query = guarded(pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>) as typeof pool.query;
    guardTransactions(db);
    const listener = postgresListener(options.url, logger);
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: "postgres",
      executeSql: (text, values) => (closed ? Promise.resolve(afterClose(text)) : pool.query(text, values)),
      listen: listener.listen,
      close: async () => {
        closed = true;
        await listener.close();
        await pool.end();
      },
    };
  }
  let closed = false;
  const inMemory = options.pgliteDir.startsWith("memory://");
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  // A second process on the same directory would silently overwrite this one's writes.
  const unlock = inMemory ? () => undefined : lockDataDir(path.resolve(options.pgliteDir));
  let client: PGlite;
  let db: ReturnType<typeof drizzlePglite<typeof schema>>;
  let writeEpoch: WriteEpoch;
  try {
    // A template (a migrated data directory, dumped once) skips initdb, the slow part of a new PGlite.
    client = await PGlite.create(options.pgliteDir, options.template ? { loadDataDir: options.template } : {});
    db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    // From here on a query on PGlite inside one of its transactions is refused instead of hanging.
    client.query = guarded(client.query.bind(client)) as typeof client.query;
    client.exec = guarded(client.exec.bind(client));
    guardTransactions(db);
    writeEpoch = trackWrites(client);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: "pglite",
    writeEpoch,
    // PGlite takes parameters only through query(); multi-statement scripts go through exec().
    executeSql: async (text, values) =>
      closed ? afterClose(text) : values && values.length > 0 ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      closed = true;
      await client.close();
      unlock();
    },
  };
}
