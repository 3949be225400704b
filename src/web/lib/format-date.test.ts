import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it.each(["2026-01-05T12:00:00", "2025-12-31T23:59:00", "2026-07-14T00:00:00"])("writes %s as en-US M/D/YYYY in local time", (iso) => {
    const expected = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "numeric", day: "numeric" }).format(new Date(iso));
    expect(formatDate(iso)).toBe(expected);
  });

  it("shows an unreadable timestamp as nothing", () => {
    expect(formatDate("not a date")).toBe("");
  });
});
