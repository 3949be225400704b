import { describe, expect, it } from "vitest";
import { greeting } from "./greeting";

describe("greeting", () => {
  const now = Date.parse("2026-11-23T12:00:00.000Z");
  const justNow = "2026-11-23T11:58:00.000Z";
  const lastWeek = "2026-11-16T12:00:00.000Z";

  it("welcomes a new account (created within 5 minutes), by first name when known", () => {
    expect(greeting({ firstName: "Ada", createdAt: justNow }, now)).toBe("Welcome to Listcraft, Ada!");
    expect(greeting({ firstName: "  ", createdAt: justNow }, now)).toBe("Welcome to Listcraft!");
    expect(greeting({ firstName: null, createdAt: justNow }, now)).toBe("Welcome to Listcraft!");
  });

  it("welcomes a returning account back", () => {
    expect(greeting({ firstName: " Ada ", createdAt: lastWeek }, now)).toBe("Welcome back, Ada!");
    expect(greeting({ firstName: null, createdAt: lastWeek }, now)).toBe("Welcome back!");
    expect(greeting({ firstName: "Ada", createdAt: "2026-11-23T11:55:00.000Z" }, now)).toBe("Welcome back, Ada!");
  });
});
