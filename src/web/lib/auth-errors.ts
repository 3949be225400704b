export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";
export const SIGN_IN_FAILED = "Failed to sign in. Please check your credentials.";
export const SIGN_UP_FAILED = "Failed to create account. Please try again.";

/**
 * The error object Better Auth's client returns beside `data`: the answer's body spread out, plus
 * its status. Better Auth's own refusals carry `code` and `message` at the top; our middleware in
 * front of it (rate limit, body checks) answers with the API's `{ error: { code, message } }`.
 */
export interface AuthClientError {
  status: number;
  message?: string | undefined;
  code?: string | undefined;
  error?: { code?: string | undefined; message?: string | undefined } | undefined;
}

/** What the refusal is, by code (decision 038): Better Auth's (e.g. INVALID_EMAIL_OR_PASSWORD) or ours (e.g. TOO_MANY_REQUESTS). */
export function authErrorCode(error: AuthClientError): string | undefined {
  return error.code ?? error.error?.code;
}

/** Our auth limiter refused (rate-limit.ts); Better Auth's own limiter is off. */
export const isRateLimited = (error: AuthClientError) => authErrorCode(error) === "TOO_MANY_REQUESTS";

/**
 * Rate limits read the same everywhere; listed codes get a fixed text; other client errors show the
 * server's message (e.g. weak-password reasons) and server failures the fallback.
 */
export function authErrorMessage(error: AuthClientError, fallback: string, byCode: Partial<Record<string, string>> = {}): string {
  if (isRateLimited(error)) return TOO_MANY_ATTEMPTS;
  const fixed = byCode[authErrorCode(error) ?? ""];
  if (fixed) return fixed;
  if (error.status >= 500 || !error.message) return fallback;
  return error.message;
}

const NEW_PASSWORD_CODES = new Set(["WEAK_PASSWORD", "PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"]);

/** Better Auth's verdicts on a chosen password (too weak, too short, too long), by code. */
export const isNewPasswordError = (error: AuthClientError) => NEW_PASSWORD_CODES.has(authErrorCode(error) ?? "");
