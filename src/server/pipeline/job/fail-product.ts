import type { Db } from "../../db/client";
import { generationFailures } from "../../db/schema";
import * as lifecycle from "../lifecycle";

export interface FailedAttempt {
  productId: string;
  attempt: number;
  /** The last attempt: the product is marked failed. */
  final: boolean;
  generator: string;
  error: string;
}

/**
 * Records a failed generation attempt (the job's, or a workflow's reported error); the final one
 * marks the product failed, if it is still pending, and tells its watchers.
 */
export async function recordFailedAttempt(db: Db, failure: FailedAttempt): Promise<void> {
  await db.insert(generationFailures).values({ ...failure, error: failure.error.slice(0, 2000) });
  if (failure.final) await lifecycle.failed(db, failure.productId);
}
