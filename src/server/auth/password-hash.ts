import { hash, verify } from "@node-rs/argon2";
import type { Config } from "../config";

/**
 * argon2id at OWASP's minimum (ASVS 5.0 appendix C / OWASP Password Storage Cheat Sheet):
 * 19 MiB of memory, 2 iterations, 1 degree of parallelism. The parameters travel inside the
 * PHC string, so raising them later still verifies old hashes.
 */
export const ARGON2ID_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Under NODE_ENV=test only: the same argon2id at 1 MiB and 1 iteration, as Rails hashes with
 * bcrypt's minimum cost in its tests. The API tests hash about 650 passwords and verify about 670;
 * at the real cost that was 12 ms each, 16 CPU-seconds of the suite (decision 068). A hash made
 * either way verifies the same way, since verify reads the parameters from the hash.
 */
export const TEST_ARGON2ID_PARAMS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (!stored.startsWith("$argon2id$")) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export function passwordHasher(nodeEnv: Config["NODE_ENV"]): PasswordHasher {
  const params = nodeEnv === "test" ? TEST_ARGON2ID_PARAMS : ARGON2ID_PARAMS;
  return { hash: (password) => hash(password, params), verify: verifyPassword };
}
