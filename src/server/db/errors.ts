/** True when a query failed on a unique constraint (drizzle may wrap the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === "23505";
}

interface DatabaseError {
  code: string;
  message?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/** The driver's error inside `error`: the one carrying a five-character SQLSTATE code (pg and PGlite both do). */
function databaseErrorOf(error: unknown): DatabaseError | null {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === "object" && "code" in current && typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current as DatabaseError;
    }
    current = typeof current === "object" && "cause" in current ? (current as { cause: unknown }).cause : undefined;
  }
  return null;
}

/**
 * The server's message with any quoted value withheld: PostgreSQL ends some messages with the
 * offending input (`invalid input syntax for type uuid: "…"`), which can be what a user typed.
 */
const withheld = (message: string) => message.replace(/: ".*"$/s, ': "[value withheld]"');

/**
 * An error's message for logs and stored failure notes. For a failed query, the database's own
 * message without the values it carried: drizzle's message lists the SQL and every parameter
 * (names, descriptions, e-mail addresses).
 */
export function queryErrorMessage(error: unknown): string {
  const database = databaseErrorOf(error);
  if (database) return withheld(database.message ?? "");
  return error instanceof Error ? error.message : String(error);
}

/**
 * An error as a log field. A database error gives its SQLSTATE, the server's message, the names
 * it concerns and the stack frames, never the parameters (nor the message lines that list them).
 */
export function describeError(error: Error): Record<string, unknown> {
  const at = error.stack?.indexOf("\n    at ") ?? -1;
  const frames = at >= 0 ? error.stack?.slice(at + 1) : undefined;
  const database = databaseErrorOf(error);
  if (!database) return { name: error.name, message: error.message, stack: frames };
  const { code, table, column, constraint } = database;
  const query = "query" in error && typeof error.query === "string" ? error.query.slice(0, 500) : undefined;
  return { name: "DatabaseError", sqlState: code, message: withheld(database.message ?? ""), table, column, constraint, query, stack: frames };
}

// Connection-level SQLSTATEs: the server is shutting down, starting, or the connection failed.
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08006"]);
const UNAVAILABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"]);

/**
 * True when a query failed because the database could not be reached (refused, reset, shut down,
 * "Connection terminated"): a 503 to try again, not a fault of ours or of the request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== "object") return false;
    const code = "code" in current && typeof current.code === "string" ? current.code : "";
    if (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNO.has(code)) return true;
    // "connect ENOENT /tmp/…/.s.PGSQL.5432": the server's socket is gone (a connect, not a missing file).
    if (current instanceof Error && /Connection terminated|^connect (?:ECONNREFUSED|ENOENT)\b|Client has encountered a connection error/i.test(current.message))
      return true;
    current = "cause" in current ? (current as { cause: unknown }).cause : undefined;
  }
  return false;
}
