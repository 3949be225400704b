import { checkResponse } from "./api-contract-check";

/**
 * A kept-alive connection the server closed as idle just as a request went out on it fails before
 * the server read anything ("other side closed"). The app server runs in the test's own process, so
 * a long synchronous step (a PGlite query, the built-in writer) can delay both ends' idle timers
 * into that race; such a request is sent again once, on a new connection.
 */
async function fetchOnce(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!closedBeforeSent(error)) throw error;
    return fetch(url, init);
  }
}

function closedBeforeSent(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === "UND_ERR_SOCKET" || cause?.code === "ECONNRESET";
}

/** A fetch wrapper with a cookie jar that behaves like a same-origin browser tab by default. */
export class HttpClient {
  /**
   * Whether answers are checked against the API contract (decision 070): in the tests (Vitest sets
   * VITEST), not in the load benchmarks (scripts/bench*.ts), whose timings the parsing would skew.
   */
  static checkContract = Boolean(process.env.VITEST);
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly origin: string | null = baseUrl,
    /** Sent as X-Forwarded-For, so each test client can stand for its own address. */
    readonly ip: string | null = null,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = { method, redirect: "manual", headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.origin && !("origin" in h)) h.origin = this.origin;
    if (this.cookies.size) h.cookie = this.cookieHeader;
    if (this.ip && !("x-forwarded-for" in h)) h["x-forwarded-for"] = this.ip;
    if (body !== undefined) {
      h["content-type"] ??= "application/json";
      init.body = typeof body === "string" ? body : JSON.stringify(body);
    }
    const url = new URL(path, this.baseUrl);
    const response = await fetchOnce(url, init);
    this.absorb(response);
    if (HttpClient.checkContract) await checkResponse(method, url, response);
    return response;
  }

  absorb(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value.join("=") === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
  }

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", path, body ?? {}, headers);
  put = (path: string, body?: unknown) => this.request("PUT", path, body ?? {});
  patch = (path: string, body?: unknown) => this.request("PATCH", path, body ?? {});
}
