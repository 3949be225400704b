/** True when a query failed on a unique constraint (drizzle may wrap the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === "object" && "code" in current && (current as { code: unknown }).code === "23505") return true;
    current = typeof current === "object" && "cause" in current ? (current as { cause: unknown }).cause : undefined;
  }
  return false;
}

/** The database's own message of a failed query (drizzle wraps it with the SQL and its parameters). */
export function queryErrorMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
