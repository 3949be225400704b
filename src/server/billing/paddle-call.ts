import { AppError } from "../http/errors";
import type { Logger } from "../runtime/logger";

/** Our 502 when Paddle's API fails: never a 500 with a stack. */
export const paymentProviderUnreachable = () => new AppError("BAD_GATEWAY", "The payment provider could not be reached. Please try again.");

/**
 * Runs one Paddle API call; a failure is logged and becomes our 502. Given `missing`, Paddle's
 * "not found" becomes our 404 with that message instead.
 */
export async function paddleCall<T>(logger: Logger, what: string, call: () => Promise<T>, missing?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (missing !== undefined && (error as { code?: unknown }).code === "not_found") throw new AppError("NOT_FOUND", missing);
    logger.warn(`Paddle API call failed: ${what}`, { error });
    throw paymentProviderUnreachable();
  }
}
