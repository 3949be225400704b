import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { bothBackends, openTestDatabase } from "../support/databases";

// pg-boss settles a job (complete, fail) as the process stops; once the database is closed the call
// is dropped, in the shape pg-boss reads, instead of an unhandled rejection that fails the run.
describe.each(bothBackends)("a queue call after the database is closed, on %s", (backend) => {
  it("gets nothing done, with the count pg-boss's complete and fail commands read", async () => {
    const test = backend === "postgres" ? await openTestDatabase("postgres") : null;
    const database = await openDatabase({ url: test?.url, pgliteDir: "memory://" });
    await database.close();
    const settle = "WITH results AS (UPDATE pgboss.job SET state = 'failed' WHERE id = ANY($2::uuid[]) RETURNING 1)\n    SELECT COUNT(*) FROM results";
    expect((await database.executeSql(settle, ["queue", []])).rows).toEqual([{ count: "0" }]);
    expect((await database.executeSql("select 1 as one")).rows).toEqual([]);
    await test?.drop();
  });
});
