export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";
export const SIGN_IN_FAILED = "Failed to sign in. Please check your credentials.";
export const SIGN_UP_FAILED = "Failed to create account. Please try again.";

/** The error object Better Auth's client returns beside `data`. */
export interface AuthClientError {
  status: number;
  message?: string | undefined;
  code?: string | undefined;
}

/**
 * Rate limits read the same everywhere; listed statuses get a fixed text; other client errors show the
 * server's message (e.g. weak-password reasons) and server failures the fallback.
 */
export function authErrorMessage(
  error: AuthClientError,
  fallback: string,
  byStatus: Partial<Record<number, string>> = {},
): string {
  if (error.status === 429) return TOO_MANY_ATTEMPTS;
  const fixed = byStatus[error.status];
  if (fixed) return fixed;
  if (error.status >= 500 || !error.message) return fallback;
  return error.message;
}
