import type { HttpClient } from "./http-client";

export interface SseEvent {
  event: string;
  data: any;
  at: number;
}

/** Reads an SSE stream until it ends (or `until` says stop), returning the events with arrival times. */
export async function readEvents(client: HttpClient, path: string, until: (event: SseEvent) => boolean = () => false, timeoutMs = 20_000) {
  const response = await client.get(path, { accept: "text/event-stream" });
  if (response.status !== 200 || !response.body) return { status: response.status, events: [] as SseEvent[] };
  const events: SseEvent[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!event || data === undefined) continue;
        const parsed = { event, data: JSON.parse(data), at: performance.now() };
        events.push(parsed);
        if (until(parsed)) {
          await reader.cancel();
          return { status: 200, events };
        }
      }
    }
  } finally {
    clearTimeout(timer);
  }
  return { status: 200, events };
}
