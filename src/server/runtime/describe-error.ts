/**
 * What the logger may say of an error. Database errors carry the values of the failed query, which
 * can be what a user typed; these helpers withhold them (db/errors.ts uses them for stored notes).
 */
interface DatabaseError {
  code: string;
  message?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/** The driver's error inside `error`: the one carrying a five-character SQLSTATE code (pg and PGlite both do). */
export function databaseErrorOf(error: unknown): DatabaseError | null {
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
export const withheld = (message: string) => message.replace(/: ".*"$/s, ': "[value withheld]"');

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
