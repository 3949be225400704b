import { describe, expect, it } from "vitest";
import { authErrorCode, authErrorMessage, isNewPasswordError, isRateLimited, TOO_MANY_ATTEMPTS } from "./auth-errors";

const FALLBACK = "Something failed";

describe("auth errors are told apart by code, never by their words", () => {
  it("finds Better Auth's code at the top and ours inside the API's error body", () => {
    expect(authErrorCode({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" })).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(authErrorCode({ status: 429, error: { code: "TOO_MANY_REQUESTS", message: "Too many attempts" } })).toBe("TOO_MANY_REQUESTS");
    expect(authErrorCode({ status: 502 })).toBeUndefined();
  });

  it("says too many attempts for our limiter's code, whatever its message", () => {
    const limited = { status: 429, error: { code: "TOO_MANY_REQUESTS", message: "anything" } };
    expect(isRateLimited(limited)).toBe(true);
    expect(authErrorMessage(limited, FALLBACK)).toBe(TOO_MANY_ATTEMPTS);
    expect(isRateLimited({ status: 400, message: "Too many requests" })).toBe(false);
  });

  it("gives listed codes their fixed text and other refusals the server's words", () => {
    const fixed = { INVALID_EMAIL_OR_PASSWORD: "Check your credentials" };
    expect(authErrorMessage({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "x" }, FALLBACK, fixed)).toBe("Check your credentials");
    expect(authErrorMessage({ status: 401, code: "OTHER", message: "Invalid email or password" }, FALLBACK, fixed)).toBe("Invalid email or password");
    expect(authErrorMessage({ status: 500, code: "INTERNAL", message: "Boom" }, FALLBACK, fixed)).toBe(FALLBACK);
    expect(authErrorMessage({ status: 415, error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "JSON please" } }, FALLBACK)).toBe(FALLBACK);
  });

  it("knows a refused new password by its code", () => {
    expect(isNewPasswordError({ status: 400, code: "WEAK_PASSWORD", message: "weak" })).toBe(true);
    expect(isNewPasswordError({ status: 400, code: "INVALID_PASSWORD", message: "Password is too weak" })).toBe(false);
  });
});
