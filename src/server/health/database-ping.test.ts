import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { databasePing } from "./database-ping";

/** A database whose `execute` answers as `answer` says, counting the calls. */
function fakeDb(answer: () => Promise<unknown>) {
  const db = { calls: 0, execute: () => (db.calls++, answer()) };
  return db as unknown as Pick<Db, "execute"> & { calls: number };
}

describe("databasePing", () => {
  it("is true when the database answers, false when it fails or does not answer in time", async () => {
    expect(await databasePing(fakeDb(() => Promise.resolve({ rows: [] })))()).toBe(true);
    expect(await databasePing(fakeDb(() => Promise.reject(new Error("connect ECONNREFUSED"))))()).toBe(false);
    const started = performance.now();
    expect(
      await databasePing(
        fakeDb(() => new Promise(() => undefined)),
        { timeoutMs: 50 },
      )(),
    ).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("asks once for the checks of one second, then asks again", async () => {
    let clock = 0;
    let up = true;
    const db = fakeDb(() => (up ? Promise.resolve({ rows: [] }) : Promise.reject(new Error("down"))));
    const ping = databasePing(db, { cacheMs: 1000, now: () => clock });
    expect(await Promise.all([ping(), ping(), ping()])).toEqual([true, true, true]);
    up = false;
    clock = 999;
    expect(await ping()).toBe(true);
    expect(db.calls).toBe(1);
    clock = 1000;
    expect(await ping()).toBe(false);
    expect(db.calls).toBe(2);
  });
});
