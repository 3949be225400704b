import { createHmac, timingSafeEqual } from "node:crypto";

/** A time-limited link to one stored image, for outside services that have no session. */
export function signMediaPath(key: string, secret: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const sig = createHmac("sha256", secret).update(`${key}:${exp}`).digest("base64url");
  return `/media/${key}?exp=${exp}&sig=${sig}`;
}

export function verifyMediaSignature(key: string, secret: string, exp: string | undefined, sig: string | undefined, now = new Date()): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) * 1000 < now.getTime()) return false;
  const expected = createHmac("sha256", secret).update(`${key}:${exp}`).digest();
  const given = Buffer.from(sig, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
