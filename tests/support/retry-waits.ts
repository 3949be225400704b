import { RETRY_DELAYS_SECONDS } from "../../src/server/jobs/retry-policy";

/**
 * The app's retries without their waits: as many retries as in production, each at once, so no test
 * sits out 1 s + 3 s + 5 s (decision 068). tests/api/job-definitions.test.ts checks the production
 * waits themselves.
 */
const atOnce = RETRY_DELAYS_SECONDS.map(() => 0).join(",");
export const NO_RETRY_WAITS = {
  GENERATION_RETRY_DELAYS_SECONDS: atOnce,
  REGENERATION_RETRY_DELAYS_SECONDS: atOnce,
  PADDLE_EVENT_RETRY_DELAYS_SECONDS: atOnce,
} as const;
