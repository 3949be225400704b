/**
 * The app's own retries of a failed attempt (decisions 009 and 027): three more tries, after 1 s, 3 s and
 * 5 s. Each retry is a new job sent with its wait, since pg-boss's backoff cannot give these exact
 * waits; pg-boss's own retries only cover a job whose process died. These are the defaults of
 * GENERATION_, REGENERATION_ and PADDLE_EVENT_RETRY_DELAYS_SECONDS (config.ts), which the tests
 * set to 0 so that no test waits them out (decision 068).
 */
export const RETRY_DELAYS_SECONDS = [1, 3, 5] as const;

/** The wait before the attempt after `attempt` (the first is 1), or null when `attempt` was the last. */
export function retryDelayAfter(attempt: number, delays: readonly number[] = RETRY_DELAYS_SECONDS): number | null {
  return attempt > delays.length ? null : (delays[attempt - 1] ?? null);
}
