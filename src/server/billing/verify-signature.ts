import { Paddle } from "@paddle/paddle-node-sdk";
import { AppError } from "../http/errors";
import { isDatedAhead } from "./paddle-signature";

/**
 * Checks Paddle-Signature on the raw body (never re-serialised JSON) with Paddle's SDK, and
 * refuses a missing, wrong, stale or future-dated one with 401.
 */
export function signatureVerifier(paddle: Paddle | null, secret: string) {
  // Verifying needs no API key; the SDK's webhook helper works without one.
  const verifier = paddle ?? new Paddle("local-webhook-verification-only");
  return async (raw: string, signature: string | undefined): Promise<void> => {
    const valid = signature && !isDatedAhead(signature) ? await verifier.webhooks.isSignatureValid(raw, secret, signature).catch(() => false) : false;
    if (!valid) throw new AppError("UNAUTHORIZED", "Invalid Paddle signature");
  };
}
