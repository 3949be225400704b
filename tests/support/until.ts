/**
 * Resolves once `check` holds, asking again every few milliseconds; throws after `timeoutMs`.
 * For state only the database shows (a job's effect): a short interval keeps the wait close to the
 * moment it happens, where a fixed sleep would always wait its whole length (decision 068).
 */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
