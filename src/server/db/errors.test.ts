import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors";

const withCause = (message: string, cause: unknown) => Object.assign(new Error(message), { cause });

describe("isDatabaseUnavailable", () => {
  it("knows a refused, reset or shut-down connection, however the driver wraps it", () => {
    expect(
      isDatabaseUnavailable(withCause("Failed query: select 1", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCause("Failed query", new Error("connect ENOENT /tmp/pg/.s.PGSQL.5432")))).toBe(true);
    expect(
      isDatabaseUnavailable(withCause("Failed query", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("is not a query's own fault or a missing file", () => {
    expect(isDatabaseUnavailable(withCause("Failed query", Object.assign(new Error("duplicate key"), { code: "23505" })))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("ENOENT: no such file or directory, open '/data/x.png'"), { code: "ENOENT" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});
