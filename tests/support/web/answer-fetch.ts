import { vi } from "vitest";

/** A request a component sent through fetch, as a test reads it back. */
export interface SentRequest {
  path: string;
  method: string | undefined;
  body: unknown;
}

/**
 * The server at the network edge for component tests: every fetch is recorded and gets what
 * `answer` returns for it (the first request has index 0). Returns the requests sent, in order.
 */
export function answerFetch(answer: (request: SentRequest, index: number) => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const request = { path: url.pathname, method: init?.method, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined };
    sent.push(request);
    return answer(request, sent.length - 1);
  });
  return sent;
}
