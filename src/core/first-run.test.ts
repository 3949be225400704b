import { describe, expect, it } from "vitest";
import { isNewUser } from "./first-run";

describe("isNewUser", () => {
  const now = Date.parse("2026-11-23T12:00:00.000Z");
  it("counts an account created within the last 5 minutes as new", () => {
    expect(isNewUser("2026-11-23T12:00:00.000Z", now)).toBe(true);
    expect(isNewUser("2026-11-23T11:55:00.001Z", now)).toBe(true);
    expect(isNewUser("2026-11-23T12:00:30.000Z", now)).toBe(true);
  });
  it("counts older accounts, and unreadable dates, as returning", () => {
    expect(isNewUser("2026-11-23T11:55:00.000Z", now)).toBe(false);
    expect(isNewUser("2025-01-01T00:00:00.000Z", now)).toBe(false);
    expect(isNewUser("yesterday", now)).toBe(false);
  });
});
