import { databaseErrorOf, withheld } from "../runtime/describe-error";

/** True when a query failed on a unique constraint (drizzle may wrap the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === "23505";
}

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
