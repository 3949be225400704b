import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { Logger } from "../../runtime/logger";
import type { ProductEvents } from "./product-events";

type StreamState = { data: unknown; done: boolean; extra?: Array<{ event: string; data: unknown }> } | null;

/**
 * Server-Sent Events that follow one product: `read` runs now, after each change published for it,
 * and on every keep-alive tick, which finds a change published while this process's LISTEN
 * connection was down. A `done` answer or `null` ends the stream; a read that fails (the database
 * is away) is tried again on the next tick, the stream staying open.
 */
export function streamChanges(c: Context, events: ProductEvents, productId: string, read: () => Promise<StreamState>) {
  const log = c.get("log") as Logger | undefined;
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
      let lastSent = "";
      while (open) {
        let sent = false;
        if (changed) {
          changed = false;
          const state = await read().catch((error: unknown) => {
            log?.warn("progress stream read failed; reading again on the next tick", { productId, error });
            return undefined;
          });
          if (state === null) break;
          if (state) {
            for (const extra of state.extra ?? []) {
              await stream.writeSSE({ event: extra.event, id: String(++sequence), data: JSON.stringify(extra.data) });
              sent = true;
            }
            const data = JSON.stringify(state.data);
            if (data !== lastSent || state.done) {
              await stream.writeSSE({ event: "progress", id: String(++sequence), data });
              lastSent = data;
              sent = true;
            }
            if (state.done) break;
          }
        }
        if (!sent && open) await stream.write(": keep-alive\n\n");
        const woken = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), events.keepAliveMs);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        wake = null;
        if (!woken) changed = true;
      }
    } finally {
      unwatch();
    }
  });
}
