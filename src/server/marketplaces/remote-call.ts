/** A marketplace answered with an error status; `retryAfter` is its Retry-After in seconds, when it sent one. */
export class RemoteError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly retryAfter: number | null,
  ) {
    super(`marketplace answered ${status}: ${body.slice(0, 300)}`);
    this.name = "RemoteError";
  }
}

/** The marketplace could not be reached, or did not answer in time. */
export class RemoteUnavailable extends Error {
  constructor(cause: unknown) {
    super(`marketplace unreachable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "RemoteUnavailable";
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** One HTTP call to a marketplace with a deadline: a non-2xx answer is a RemoteError, no answer a RemoteUnavailable. */
export async function remoteCall(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
  } catch (error) {
    throw new RemoteUnavailable(error);
  }
  if (response.ok) return response;
  const body = await response.text().catch(() => "");
  throw new RemoteError(response.status, body, retryAfterSeconds(response.headers.get("retry-after")));
}

export async function remoteJson<T>(url: string, init: RequestInit, timeoutMs: number): Promise<T> {
  const response = await remoteCall(url, init, timeoutMs);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new RemoteUnavailable(error);
  }
}
