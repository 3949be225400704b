/** Waits `ms`, or less when `signal` aborts first; callers check `signal.aborted` afterwards. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (window.clearTimeout(timer), resolve()), { once: true });
  });
}
