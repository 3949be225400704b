import { createHmac } from "node:crypto";

/** Paddle-Signature as Paddle Billing writes it: ts=<unix seconds>;h1=<hex HMAC-SHA256 of "ts:body">. */
export function paddleSignature(body: string, secret: string, at = new Date()): string {
  const ts = Math.floor(at.getTime() / 1000);
  return `ts=${ts};h1=${createHmac("sha256", secret).update(`${ts}:${body}`).digest("hex")}`;
}

/** Paddle's SDK refuses a signature over 5 s old; a sender's clock may run ahead of ours by as much. */
export const SIGNATURE_SKEW_SECONDS = 5;

/**
 * True when the signature's timestamp is more than the skew ahead of `now`. The SDK checks only
 * the past, so a future-dated signature would stay valid until its date. Parsed as the SDK
 * parses it: `;`-separated `key=value` pairs, the last `ts` counts.
 */
export function isDatedAhead(signature: string, now = Date.now()): boolean {
  let ts = Number.NaN;
  for (const part of signature.split(";")) {
    const [key, value] = part.split("=");
    if (key === "ts" && value) ts = Number.parseInt(value, 10);
  }
  return !Number.isFinite(ts) || ts * 1000 > now + SIGNATURE_SKEW_SECONDS * 1000;
}
