import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token of a session cookie's value, which Better Auth signs as `token.base64(HMAC-SHA256)`,
 * or null when the signature is not the server's. Synchronous, unlike the Web Crypto check.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
