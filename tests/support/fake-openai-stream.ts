import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createSectionReader } from "../../src/server/pipeline/write/openai/json-sections";
import { chatAnswer, type Recorded } from "./fake-services";

export interface StreamedAnswer {
  /** The message content: the listing's JSON text. */
  content: string;
  /** "json": one chat.completion body, as endpoints that ignore `stream: true` answer. */
  mode?: "stream" | "json";
  /** Characters of content per chunk. */
  chunkSize?: number;
  /** Pause between chunks, in milliseconds (0: only yield to the event loop). */
  delayMs?: number;
  /** Stop sending once this section of the answer has been written, until `release()`. */
  holdAfterSection?: string;
  /** Cut the connection once this section has been written (no [DONE]). */
  cutAfterSection?: string;
}

/** What one request was sent: when each section's last byte was written (performance.now()). */
export interface StreamRecord {
  sections: Map<string, number>;
  done: boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));
const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: "chatcmpl-stream", object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/**
 * A local chat-completions endpoint that streams its answer the way OpenAI does (`text/event-stream`,
 * `choices[0].delta.content` chunks, `data: [DONE]`), a few characters at a time. Each request takes
 * the next scripted answer (the last one repeats); a test can hold a stream after a section, or cut it.
 */
export async function startFakeOpenAiStream() {
  const requests: Recorded[] = [];
  const streams: StreamRecord[] = [];
  let answers: StreamedAnswer[] = [];
  let release: (() => void) | null = null;
  let onHeld: (() => void) | null = null;

  async function stream(answer: StreamedAnswer, res: ServerResponse, record: StreamRecord) {
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
    res.write(chunk({ role: "assistant", content: "" }));
    const sections = createSectionReader();
    const size = Math.max(1, answer.chunkSize ?? 4);
    for (let at = 0; at < answer.content.length; at += size) {
      const piece = answer.content.slice(at, at + size);
      await new Promise<void>((resolve) => res.write(chunk({ content: piece }), () => resolve()));
      const written = performance.now();
      for (const [key] of sections.push(piece)) {
        record.sections.set(key, written);
        if (key === answer.cutAfterSection) return void res.socket?.destroy();
        if (key === answer.holdAfterSection) {
          await new Promise<void>((resolve) => {
            release = resolve;
            onHeld?.();
          });
        }
      }
      await pause(answer.delayMs ?? 0);
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
    record.done = true;
  }

  const server = createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    requests.push({ path: req.url ?? "/", headers: req.headers, body: JSON.parse(Buffer.concat(parts).toString("utf8") || "null") });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer) return void res.writeHead(500).end("no answer scripted");
    if (answer.mode === "json") return void res.writeHead(200, { "content-type": "application/json" }).end(chatAnswer(answer.content));
    const record: StreamRecord = { sections: new Map(), done: false };
    streams.push(record);
    await stream(answer, res, record);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    streams,
    /** The answers for the next requests, in order; the last one answers every request after it. */
    script(...next: StreamedAnswer[]) {
      answers = next;
    },
    get held() {
      return release !== null;
    },
    /** Resolves once a stream is held (`holdAfterSection`). */
    whenHeld: () => new Promise<void>((resolve) => (release ? resolve() : (onHeld = resolve))),
    release() {
      const resume = release;
      release = null;
      resume?.();
    },
    close: () =>
      new Promise<void>((resolve) => {
        release?.();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAiStream = Awaited<ReturnType<typeof startFakeOpenAiStream>>;
