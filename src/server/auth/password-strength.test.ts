import { describe, expect, it } from "vitest";
import { checkPasswordStrength, weakPasswordMessage } from "./password-strength";

describe("password strength", () => {
  it("rejects common passwords with reasons", () => {
    for (const weak of ["password", "123456", "qwerty123", "iloveyou"]) {
      const verdict = checkPasswordStrength(weak);
      expect(verdict.ok, weak).toBe(false);
      expect(verdict.reasons.length).toBeGreaterThan(0);
    }
    expect(weakPasswordMessage(checkPasswordStrength("password"))).toMatch(/^Password is too weak\. \S/);
  });

  it("rejects a password made of the user's own details", () => {
    expect(checkPasswordStrength("margaret.hamilton", ["margaret.hamilton@example.com"]).ok).toBe(false);
  });

  it("accepts a long passphrase", () => {
    expect(checkPasswordStrength("violet-harbour-lantern-73")).toMatchObject({ ok: true, reasons: [] });
  });
});
