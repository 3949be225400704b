/**
 * A number that moves whenever the embedded database may have changed (decision 060): PGlite runs
 * in this process on one connection, so every statement passes here. Anything that is not a plain
 * read moves it, before it runs and once it has run, and so does every transaction; only the job
 * queue's own statements (pg-boss's schema, which no app table references) leave it. A cache entry
 * made at one epoch is then still the database's answer while the epoch is unchanged.
 */
export interface WriteEpoch {
  readonly value: number;
}

const READ_ONLY = /^\s*(select|show|explain)\b/i;
const QUEUE_ONLY = /\bpgboss\./i;
const APP_TABLE = /\b(products|users)\b/i;

/** Whether `sql` may change what the app's own queries read. */
export function mayWrite(sql: string): boolean {
  if (READ_ONLY.test(sql) && !/\bfor\s+(update|share|no key update)\b/i.test(sql)) return false;
  return !(QUEUE_ONLY.test(sql) && !APP_TABLE.test(sql));
}

export function trackWrites(client: {
  query: (sql: string, ...rest: any[]) => Promise<any>;
  exec: (sql: string, ...rest: any[]) => Promise<any>;
  transaction: (run: (tx: any) => Promise<any>) => Promise<any>;
}): WriteEpoch {
  const epoch = { value: 0 };
  const around = async <T>(writes: boolean, run: () => Promise<T>): Promise<T> => {
    if (!writes) return run();
    epoch.value += 1;
    try {
      return await run();
    } finally {
      epoch.value += 1;
    }
  };
  const { query, exec, transaction } = client;
  client.query = (sql, ...rest) => around(mayWrite(sql), () => query.call(client, sql, ...rest));
  client.exec = (sql, ...rest) => around(mayWrite(sql), () => exec.call(client, sql, ...rest));
  client.transaction = (run) => around(true, () => transaction.call(client, run));
  return epoch;
}
