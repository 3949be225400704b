import { createHmac } from "node:crypto";

/** Paddle-Signature as Paddle Billing writes it: ts=<unix seconds>;h1=<hex HMAC-SHA256 of "ts:body">. */
export function paddleSignature(body: string, secret: string, at = new Date()): string {
  const ts = Math.floor(at.getTime() / 1000);
  return `ts=${ts};h1=${createHmac("sha256", secret).update(`${ts}:${body}`).digest("hex")}`;
}
