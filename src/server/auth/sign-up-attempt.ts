import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import type { PasswordHasher } from "./password-hash";

/** One sign-up request: the key its browser gets, and what its mailed link binds (decision 057). */
export interface SignUpAttempt {
  browserKey: string;
  /** The argon2 hash Better Auth made of this sign-up's password, on a new and a taken address alike. */
  passwordHash?: string;
  /** The sign-up's callbackURL, where the confirmed account goes next. */
  next?: string;
}

const attempts = new AsyncLocalStorage<SignUpAttempt>();

/** Runs a sign-up request with its own attempt; Better Auth's mail callbacks run inside it too. */
export function runSignUpAttempt<T>(next: string | undefined, handle: () => Promise<T>): { attempt: SignUpAttempt; result: Promise<T> } {
  const attempt: SignUpAttempt = { browserKey: randomBytes(32).toString("base64url"), next };
  return { attempt, result: attempts.run(attempt, handle) };
}

/** The sign-up being handled, or undefined outside a sign-up (a resend, an e-mail change). */
export const currentSignUpAttempt = (): SignUpAttempt | undefined => attempts.getStore();

/**
 * The hasher Better Auth uses, noting the hash a sign-up makes, so the link it mails can carry that
 * hash without hashing the password a second time. Outside a sign-up it only hashes.
 */
export function recordingHasher(hasher: PasswordHasher): PasswordHasher {
  return {
    verify: hasher.verify,
    async hash(password) {
      const hash = await hasher.hash(password);
      const attempt = attempts.getStore();
      if (attempt && attempt.passwordHash === undefined) attempt.passwordHash = hash;
      return hash;
    },
  };
}
