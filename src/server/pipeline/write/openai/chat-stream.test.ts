import { describe, expect, it } from "vitest";
import { BrokenStream, chatStreamText } from "./chat-stream";

const encoder = new TextEncoder();
const chunk = (content: string | null, extra: object = {}) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: content === null ? { role: "assistant" } : { content }, ...extra }] })}\n\n`;

function streamOf(pieces: string[], fail?: Error) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (fail) controller.error(fail);
      else controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const parts: string[] = [];
  for await (const part of chatStreamText(body)) parts.push(part);
  return parts;
}

describe("chatStreamText", () => {
  it("yields each chunk's text until [DONE], whatever the byte boundaries and line endings", async () => {
    const wire = [
      chunk(null),
      ": keep-alive\n\n",
      chunk('{"ti'),
      chunk('tle": "Caf\u00e9 \ud83d\ude00"}'),
      chunk("", { finish_reason: "stop" }),
      "data: [DONE]\n\n",
      chunk("after"),
    ].join("");
    const bytes = encoder.encode(wire.replace(/\n/g, "\r\n"));
    for (const size of [1, 2, 7, bytes.length]) {
      const pieces: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.slice(i, i + size));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          pieces.forEach((piece) => controller.enqueue(piece));
          controller.close();
        },
      });
      expect((await collect(body)).join("")).toBe('{"title": "Caf\u00e9 \ud83d\ude00"}');
    }
  });

  it("fails a stream that ends or breaks before [DONE], or reports an error", async () => {
    await expect(collect(streamOf([chunk("{"), chunk('"title"')]))).rejects.toThrow(/ended before \[DONE\]/);
    await expect(collect(streamOf([chunk("{")], new TypeError("terminated")))).rejects.toThrow(BrokenStream);
    await expect(collect(streamOf([chunk("{")], new TypeError("terminated")))).rejects.toThrow(/broke off: terminated/);
    await expect(collect(streamOf([`data: ${JSON.stringify({ error: { message: "overloaded" } })}\n\n`]))).rejects.toThrow(/reported an error: overloaded/);
    await expect(collect(streamOf(["data: {not json\n\n"]))).rejects.toThrow(/not JSON/);
  });
});
