import { createHmac, timingSafeEqual } from "node:crypto";

/** The header an alert webhook carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/alert-webhook.md). */
export const ALERT_SIGNATURE_HEADER = "x-listcraft-signature";

const hmac = (secret: string, timestamp: number, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

export function signAlertBody(body: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does: recompute the HMAC over the raw body and compare in constant time;
 * the timestamp bounds replays to `toleranceSeconds` either side of `now`.
 */
export function verifyAlertSignature(header: string, body: string, secret: string, options: { now: number; toleranceSeconds?: number }): boolean {
  const parts = new Map(header.split(",").map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]));
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!/^\d+$/.test(parts.get("t") ?? "") || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(options.now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, timestamp, body), "hex"), Buffer.from(given, "hex"));
}
