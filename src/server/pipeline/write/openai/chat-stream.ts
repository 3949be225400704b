import { z } from "zod";

const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish() })).optional(),
  error: z.object({ message: z.string().optional() }).passthrough().optional(),
});

export class BrokenStream extends Error {}

/** One server-sent event's data: the text of a chunk, "" for one without text, null for [DONE]. */
function deltaOf(data: string): string | null {
  if (data.trim() === "[DONE]") return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new BrokenStream("the model's stream sent a chunk that is not JSON");
  }
  const chunk = chunkSchema.safeParse(json);
  if (!chunk.success) throw new BrokenStream("the model's stream sent a malformed chunk");
  if (chunk.data.error) throw new BrokenStream(`the model's stream reported an error: ${chunk.data.error.message ?? "unknown"}`);
  return chunk.data.choices?.[0]?.delta?.content ?? "";
}

/**
 * The text a chat-completions stream (`stream: true`) carries, piece by piece: `data:` lines of
 * `choices[0].delta.content` chunks, ended by `data: [DONE]`. A stream that ends without [DONE]
 * (a cut connection) or reports an error throws, so the attempt fails and is retried.
 */
export async function* chatStreamText(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let data: string[] = [];
  try {
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        if (error instanceof Error && error.name === "AbortError") throw error;
        throw new BrokenStream(`the model's stream broke off: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (read.done) break;
      buffer += decoder.decode(read.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, end).replace(/\r$/, "");
        buffer = buffer.slice(end + 1);
        if (line.startsWith("data:")) data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
        if (line !== "" || !data.length) continue;
        const delta = deltaOf(data.join("\n"));
        data = [];
        if (delta === null) return;
        if (delta) yield delta;
      }
    }
  } finally {
    reader.releaseLock();
    void body.cancel().catch(() => {});
  }
  throw new BrokenStream("the model's stream ended before [DONE]");
}
