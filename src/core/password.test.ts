import { describe, expect, it } from "vitest";
import { PASSWORD_TOO_SHORT, passwordLengthError } from "./password";

describe("password length", () => {
  it("asks for at least 6 characters with the sign-up form's message", () => {
    expect(passwordLengthError("12345")).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe("Password must be at least 6 characters.");
    expect(passwordLengthError("123456")).toBeNull();
    expect(passwordLengthError("x".repeat(129))).toMatch(/at most 128/);
  });
});
