import { describe, expect, it } from "vitest";
import { mayWrite, trackWrites } from "./write-epoch";

describe("mayWrite", () => {
  it.each([
    'select "id", "title" from "products" where "user_id" = $1',
    "  SELECT 1",
    "show server_version",
    "explain select 1",
    "SELECT * FROM pgboss.job WHERE name = $1",
    // The job queue's own statements touch only its schema.
    "WITH next AS (SELECT id FROM pgboss.job WHERE state = 'created' FOR UPDATE SKIP LOCKED) UPDATE pgboss.job j SET state = 'active' FROM next WHERE j.id = next.id",
  ])("leaves the app's data as it was: %s", (sql) => {
    expect(mayWrite(sql)).toBe(false);
  });

  it.each([
    'update "products" set "title" = $1 where "id" = $2',
    'insert into "session" ("id") values ($1)',
    'delete from "users" where "id" = $1',
    "with gone as (delete from products returning id) select count(*) from gone",
    "select id from products where id = $1 for update",
    "begin; update products set archived = true; commit",
    "insert into pgboss.job (name, data) select 'x', row_to_json(p) from products p",
  ])("may write: %s", (sql) => {
    expect(mayWrite(sql)).toBe(true);
  });
});

describe("trackWrites", () => {
  function fakeClient() {
    const client = {
      query: async (_sql: string) => ({ rows: [] }),
      exec: async (_sql: string) => [],
      transaction: async (run: (tx: unknown) => Promise<unknown>) => run({}),
    };
    return { client, epoch: trackWrites(client) };
  }

  it("moves on a write, before it runs and after, and never on a read", async () => {
    const { client, epoch } = fakeClient();
    await client.query('select * from "products"');
    expect(epoch.value).toBe(0);
    let during = -1;
    await client.exec('update "products" set "archived" = true');
    expect(epoch.value).toBe(2);
    await client.transaction(async () => {
      during = epoch.value;
    });
    expect(during).toBe(3);
    expect(epoch.value).toBe(4);
  });
});
