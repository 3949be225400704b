import type { CheckStatus, ConsoleLine } from "../../../core/admin-console";

/** What a check or step found: its status and a sentence for the panel. */
export interface Outcome {
  status: CheckStatus;
  detail: string;
}

export const ok = (detail: string): Outcome => ({ status: "ok", detail });
export const failed = (detail: string): Outcome => ({ status: "failed", detail });
export const skipped = (detail: string): Outcome => ({ status: "skipped", detail });

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Runs one check or step and reports it as a line: its time, and a thrown error or an overrun of
 * `timeoutMs` as a failure. The signal is aborted on the timeout so a fetch stops too.
 */
export async function timed(name: string, timeoutMs: number, work: (signal: AbortSignal) => Promise<Outcome>): Promise<ConsoleLine> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(failed(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  const outcome = await Promise.race([work(controller.signal).catch((error: unknown) => failed(message(error))), overrun]);
  clearTimeout(timer);
  return { name, ...outcome, ms: Math.round(performance.now() - started) };
}
