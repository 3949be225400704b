import type { MiddlewareHandler } from "hono";
import { AppError } from "../http/errors";

/**
 * At most `perAccount` uploads of one account in progress in this process. Checked before the
 * body is read: a burst of parallel uploads from one account is refused at the door with 429
 * instead of each parsing and holding up to 80 MB while it waits for the image queue.
 */
export function uploadsInProgress(perAccount: number): MiddlewareHandler<{ Variables: { user: { id: string } } }> {
  const running = new Map<string, number>();
  return async (c, next) => {
    const userId = c.get("user").id;
    const count = running.get(userId) ?? 0;
    if (count >= perAccount) {
      throw new AppError("TOO_MANY_REQUESTS", "Your other uploads are still being processed. Please wait for them to finish.", undefined, 5);
    }
    running.set(userId, count + 1);
    try {
      await next();
    } finally {
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    }
  };
}
