import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Inside `db.transaction(async (tx) => ...)` every query must go through `tx`. A query on the
 * database itself behaves differently on the two engines, and wrongly on both:
 * - PGlite has one connection: the query waits for the transaction to end, and the transaction
 *   waits for the query. The process hangs, with no error.
 * - PostgreSQL runs it on a second pooled connection, outside the transaction's snapshot and locks;
 *   under load every pooled connection can end up waiting like this.
 * The guard refuses such a query at once, on both engines, so a test on either one catches it
 * (decision 068).
 */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super("a query on the database while one of its transactions is open in the same call: run it on the transaction (tx), or after it ends");
    this.name = "QueryOutsideTransactionError";
  }
}

/** Set while a transaction's callback runs; `open` goes false when it ends, for work it left running. */
const transactionScope = new AsyncLocalStorage<{ open: boolean }>();

export function guarded<Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  return (...args) => (transactionScope.getStore()?.open ? Promise.reject(new QueryOutsideTransactionError()) : run(...args));
}

// The drivers' transaction methods differ only in their types; `any` lets one guard wrap both.
type TransactionMethod = (run: (tx: any) => Promise<unknown>, config?: any) => Promise<unknown>;

/**
 * Marks the callbacks of `db.transaction` as a transaction's scope, and refuses a transaction on
 * the database opened inside another one (a nested one goes through `tx.transaction`).
 */
export function guardTransactions(db: { transaction: TransactionMethod }): void {
  const transaction = db.transaction.bind(db);
  db.transaction = guarded((run: (tx: unknown) => Promise<unknown>, config?: unknown) =>
    transaction(async (tx) => {
      const scope = { open: true };
      try {
        return await transactionScope.run(scope, () => run(tx));
      } finally {
        scope.open = false;
      }
    }, config),
  );
}
