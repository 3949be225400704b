import { AppError } from "../../http/errors";
import type { Logger } from "../../logger";

/** Runs one Paddle API call: Paddle's "not found" becomes our 404 with `missing`, any other failure a 502. */
export async function paddleCall<T>(logger: Logger, what: string, missing: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if ((error as { code?: unknown }).code === "not_found") throw new AppError("NOT_FOUND", missing);
    logger.warn(`Paddle API call failed: ${what}`, { error });
    throw new AppError("BAD_GATEWAY", "The payment provider could not be reached. Please try again.");
  }
}
