import { vi } from "vitest";
import type { ApiProduct, ApiUpload, CreateProductRequest } from "../../../src/core/api-types";

// The product API faked at the network edge for component tests: uploads go by XMLHttpRequest (for
// their progress events), creates by fetch. The browser specs run the same flows against the server.

/** An answer as the server sends it: errors are `{ error: { code, message, details? } }` beside any extra fields. */
export type Answer = { status: number; body: unknown };

export const refusal = (status: number, code: string, message: string, extra: Record<string, unknown> = {}, details?: Record<string, string[]>): Answer => ({
  status,
  body: { ...extra, error: details ? { code, message, details } : { code, message } },
});

/** An upload as the server stores it. */
export const storedUpload = (name: string, id: string): ApiUpload => ({
  id,
  name,
  url: `/media/${id}.png`,
  thumbnailUrl: "",
  contentType: "image/png",
  width: 1,
  height: 1,
  size: 3,
});

/** POST /api/uploads storing `uploads`. */
export const uploaded = (...uploads: ApiUpload[]): Answer => ({ status: 201, body: { uploads, failed: [] } });

/**
 * POST /api/uploads: each upload gets `answer`, or what `answer` makes of the file names it sent
 * (undefined: none ever comes), after reporting `progress`. Returns the files each upload sent.
 */
export function answerUploads(answer: Answer | ((files: string[]) => Answer) | undefined, progress?: number) {
  const sent: Array<{ method: string; url: string; files: string[] }> = [];
  class FakeUploadRequest {
    status = 0;
    response: unknown = null;
    responseType = "";
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    #request = { method: "", url: "" };
    open(method: string, url: string) {
      this.#request = { method, url };
    }
    send(form: FormData) {
      const files = form.getAll("files").map((file) => (file as File).name);
      sent.push({ ...this.#request, files });
      if (progress !== undefined) this.upload.onprogress?.({ lengthComputable: true, loaded: progress * 100, total: 100 });
      const reply = typeof answer === "function" ? answer(files) : answer;
      if (!reply) return;
      void Promise.resolve().then(() => {
        this.status = reply.status;
        this.response = reply.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
  return sent;
}

/**
 * POST /api/products by fetch: each create gets what `next` returns (undefined: a promise that never
 * settles). Other requests (the re-reads after a create) fail as offline. Returns the bodies sent.
 */
function fakeCreates(next: () => Answer | undefined) {
  const sent: CreateProductRequest[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    if (String(input) !== "/api/products" || init?.method !== "POST") return Promise.reject(new TypeError("Failed to fetch"));
    sent.push(JSON.parse(String(init.body)) as CreateProductRequest);
    const answer = next();
    return answer ? Promise.resolve(Response.json(answer.body, { status: answer.status })) : new Promise(() => {});
  });
  return sent;
}

/** Each create gets the next of `answers`; once they run out, none ever comes. */
export const answerCreates = (...answers: Answer[]) => fakeCreates(() => answers.shift());

/** A server that stores every upload and creates `product` on every create; returns the bodies the creates sent. */
export function serverCreates(product: ApiProduct) {
  answerUploads((files) => uploaded(...files.map((name, index) => storedUpload(name, `id-${index}`))));
  return fakeCreates(() => ({ status: 201, body: { product, message: null } }));
}
