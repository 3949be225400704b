import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { ProductEvents } from "./product-events";

const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events that follow one product's changes: `read` is called now and after every
 * change published for the product; each answer is sent as a "progress" event, and the stream
 * ends after an answer marked `done` (or when `read` finds nothing). `extra` events (a streaming
 * model's sections) go out before it. Keep-alives in between.
 */
export function streamChanges(
  c: Context,
  events: ProductEvents,
  productId: string,
  read: () => Promise<{ data: unknown; done: boolean; extra?: Array<{ event: string; data: unknown }> } | null>,
) {
  return streamSSE(c, async (stream) => {
    let changed = true;
    let wake: (() => void) | null = null;
    let open = true;
    const unwatch = await events.watch(productId, () => {
      changed = true;
      wake?.();
    });
    stream.onAbort(() => {
      open = false;
      wake?.();
    });
    try {
      let sequence = 0;
      while (open) {
        if (changed) {
          changed = false;
          const state = await read();
          if (!state) break;
          for (const extra of state.extra ?? []) await stream.writeSSE({ event: extra.event, id: String(++sequence), data: JSON.stringify(extra.data) });
          await stream.writeSSE({ event: "progress", id: String(++sequence), data: JSON.stringify(state.data) });
          if (state.done) break;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HEARTBEAT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (open && !changed) await stream.write(": keep-alive\n\n");
      }
    } finally {
      unwatch();
    }
  });
}
