import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * BETTER_AUTH_SECRET when set; otherwise a random secret kept in DATA_DIR so sessions survive
 * restarts of the embedded default without anyone having to invent one.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): { secret: string; generated: boolean } {
  if (configured) return { secret: configured, generated: false };
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return { secret: readFileSync(file, "utf8").trim(), generated: false };
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, generated: true };
}
