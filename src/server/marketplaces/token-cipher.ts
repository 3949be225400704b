import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Encrypts marketplace tokens at rest: AES-256-GCM, a fresh 12-byte IV each time, "v1.iv.tag.ciphertext" in base64url. */
export interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

const keyFrom = (text: string) => (/^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64"));

/**
 * MARKETPLACE_TOKEN_KEY when set; otherwise a random key kept in DATA_DIR (like the auth secret),
 * so the embedded default needs no setup. Losing the key loses the connections, not the listings.
 */
export function resolveTokenKey(configured: string | undefined, dataDir: string): { key: Buffer; generated: boolean } {
  if (configured) return { key: keyFrom(configured), generated: false };
  const file = path.join(dataDir, "marketplace-token-key");
  if (existsSync(file)) return { key: keyFrom(readFileSync(file, "utf8").trim()), generated: false };
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString("hex")}\n`, { mode: 0o600 });
  return { key, generated: true };
}

export function tokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error("the token key must be 32 bytes");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("not a sealed token");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
