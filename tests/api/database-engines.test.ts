import { count, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../src/server/db/errors";
import { alertRules, analyticsEvents, user } from "../../src/server/db/schema";
import { QueryOutsideTransactionError } from "../../src/server/db/transaction-guard";
import { bothBackends, openTestDatabase } from "../support/databases";

// The API tests run on one engine (PostgreSQL when there is one); what differs between PGlite and
// PostgreSQL below the app is checked here on both (decision 068).
describe.each(bothBackends)("the database layer on %s", (backend) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  const db = () => handle.database.db;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await handle?.drop();
  });

  const newUser = (id: string) => ({ id, name: id, email: `${id}@example.com` });

  it("refuses a query on the database inside its own transaction, at once, and rolls the transaction back", async () => {
    const attempts = {
      select: () => db().select().from(user),
      "raw SQL": () => handle.database.executeSql("select 1"),
      "a second transaction": () => db().transaction(async (tx) => tx.select().from(user)),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      const id = `guarded-${what.replace(/\W/g, "-")}`;
      const outcome = db().transaction(async (tx) => {
        await tx.insert(user).values(newUser(id));
        await attempt();
      });
      // On PGlite this used to hang: the query waited for the transaction, which waited for it.
      const error = await outcome.then(
        () => null,
        (caught: unknown) => caught,
      );
      // Drizzle wraps a failed query's error ("Failed query: ...") with the guard's as its cause.
      const refused = error instanceof QueryOutsideTransactionError || (error instanceof Error && error.cause instanceof QueryOutsideTransactionError);
      expect(refused, `${what}: ${String(error)}`).toBe(true);
      expect(await db().select().from(user).where(eq(user.id, id)), what).toEqual([]);
    }
  });

  it("still lets the transaction's own handle, savepoints and work after the transaction query", async () => {
    let later: Promise<unknown> = Promise.resolve();
    // Released once the transaction has committed: a 10 ms timer raced the commit on a loaded
    // machine (PostgreSQL read the row before it was committed and found none).
    let committed!: () => void;
    const afterCommit = new Promise<void>((resolve) => (committed = resolve));
    const names = await db().transaction(async (tx) => {
      await tx.insert(user).values(newUser("inside"));
      await tx.transaction(async (savepoint) => savepoint.update(user).set({ firstName: "Ina" }).where(eq(user.id, "inside")));
      // Started inside, run after the commit: the guard looks at whether the transaction is still open.
      later = afterCommit.then(() => db().select({ firstName: user.firstName }).from(user).where(eq(user.id, "inside")));
      return tx.select({ name: user.name }).from(user).where(eq(user.id, "inside"));
    });
    committed();
    expect(names).toEqual([{ name: "inside" }]);
    await expect(later).resolves.toEqual([{ firstName: "Ina" }]);
  });

  it("reads every column type the schema uses back as the same JavaScript value", async () => {
    const occurredAt = new Date("2026-03-04T05:06:07.089Z");
    const properties = { plan: "pro", steps: [1, 2], nested: { ok: true, none: null } };
    const [row] = await db()
      .insert(analyticsEvents)
      .values({ eventId: "engine-types", name: "purchase", value: 19.5, currency: "EUR", properties, origin: "server", occurredAt })
      .returning();
    expect(row).toMatchObject({ eventId: "engine-types", value: 19.5, properties, occurredAt, userId: null });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.occurredAt).toBeInstanceOf(Date);
    const [created] = await db().insert(user).values(newUser("types")).returning();
    expect(created).toMatchObject({ emailVerified: false, isTest: false, analyticsConsent: null });
    expect(created?.createdAt).toBeInstanceOf(Date);
    expect(await db().select({ n: count() }).from(user).where(eq(user.id, "types"))).toEqual([{ n: 1 }]);
  });

  it("gives raw SQL the same values: integers, floats, booleans, text arrays, JSON and timestamps", async () => {
    const { rows } = await handle.database.executeSql(
      `select count(*)::int as n, 2.5::float8 as f, true as b, array['a', 'b']::text[] as tags, '{"k": [1]}'::jsonb as j,
         timestamptz '2026-01-02 03:04:05+00' as t, null::text as nothing, $1::text as param from (values (1), (2)) v(x)`,
      ["ok"],
    );
    expect(rows).toEqual([{ n: 2, f: 2.5, b: true, tags: ["a", "b"], j: { k: [1] }, t: new Date("2026-01-02T03:04:05Z"), nothing: null, param: "ok" }]);
    // Drizzle's sql template goes through the same driver.
    const result = (await db().execute(sql`select ${"x"}::text || 'y' as joined`)) as { rows: unknown[] };
    expect(result.rows).toEqual([{ joined: "xy" }]);
  });

  it("reports a unique violation the same way", async () => {
    await db().insert(user).values(newUser("unique"));
    const error = await db()
      .insert(user)
      .values({ ...newUser("unique-2"), email: "unique@example.com" })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("duplicate"))).toBe(false);
  });

  it("delivers a NOTIFY to each listener, and nothing to one that unsubscribed", async () => {
    const heard: string[] = [];
    const stays: string[] = [];
    const unsubscribe = await handle.database.listen("engine_parity", (payload) => heard.push(payload));
    const unsubscribeOther = await handle.database.listen("engine_parity", (payload) => stays.push(payload));
    await handle.database.executeSql("select pg_notify('engine_parity', $1)", ["first"]);
    await expect.poll(() => [heard, stays]).toEqual([["first"], ["first"]]);
    await unsubscribe();
    await handle.database.executeSql("select pg_notify('engine_parity', $1)", ["second"]);
    await expect.poll(() => stays).toEqual(["first", "second"]);
    expect(heard).toEqual(["first"]);
    await unsubscribeOther();
  });

  // The last test: it gives the database back and takes the next one.
  it("gives the next test the template's contents again, on the same database, even past a session another process left holding a lock", async () => {
    const contents = async () => ({
      users: (await db().select({ n: count() }).from(user))[0]?.n,
      rules: await db().select({ id: alertRules.id, enabled: alertRules.enabled }).from(alertRules).orderBy(alertRules.id),
    });
    await db().delete(user);
    const template = await contents();
    expect(template.rules.length).toBeGreaterThan(0);

    await db().insert(user).values(newUser("left-behind"));
    await db().update(alertRules).set({ enabled: false });
    // A process killed mid-transaction (a job worker in queue-durability.test.ts) leaves its session open.
    const stranger = handle.url ? new pg.Client({ connectionString: handle.url }) : null;
    await stranger?.connect();
    stranger?.on("error", () => undefined);
    await stranger?.query("begin; lock table users in access exclusive mode;");
    const given = { url: handle.url, db: db() };
    await handle.drop();
    handle = await openTestDatabase(backend);

    // The worker's own database again (PGlite keeps the instance; PostgreSQL the database, with a new pool).
    if (backend === "postgres") expect(handle.url).toBe(given.url);
    else expect(db()).toBe(given.db);
    expect(await contents()).toEqual(template);
    await stranger?.end().catch(() => undefined);
  });
});
