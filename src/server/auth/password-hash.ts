import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's minimum (ASVS 5.0 appendix C / OWASP Password Storage Cheat Sheet):
 * 19 MiB of memory, 2 iterations, 1 degree of parallelism. The parameters travel inside the
 * PHC string, so raising them later still verifies old hashes.
 */
export const ARGON2ID_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_PARAMS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (!stored.startsWith("$argon2id$")) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
