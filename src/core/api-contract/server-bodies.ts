/**
 * A JSON body whose schema is still declared beside its action in src/server (core cannot import
 * it): the contract names where, and the route's own validation stays the check. Moving such a
 * schema into src/core lets the contract hold it instead.
 */
export const serverBody = (schema: string, file: string) => ({ contentType: "application/json", description: `Validated by ${schema} in src/server/${file}.` });
