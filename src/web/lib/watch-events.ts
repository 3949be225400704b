import { POLL_INTERVAL_MS } from "../../core/products/progress-ui";

interface WatchOptions<T> {
  /** The Server-Sent Events stream; its "progress" events carry JSON. */
  url: string;
  parse: (data: unknown) => T | null;
  /** Reads the state once, when there is no stream (or it broke). */
  read: () => Promise<T>;
  done: (value: T) => boolean;
  onUpdate: (value: T) => void;
  /** A read failed: true stops watching, anything else reads again in 3 s. */
  onReadError: (error: unknown) => boolean;
  /** Other named events on the same stream (e.g. a streaming model's "section"), with their raw data. */
  events?: Record<string, (data: unknown) => void>;
}

/**
 * Follows a job's progress over Server-Sent Events; when the stream errors (or the browser has no
 * EventSource) it reads the state every 3 s instead. Stops when done; returns stop.
 */
export function watchEvents<T>({ url, parse, read, done, onUpdate, onReadError, events = {} }: WatchOptions<T>): () => void {
  let stopped = false;
  let timer: number | undefined;
  let source: EventSource | null = null;

  const poll = async () => {
    try {
      const value = await read();
      if (stopped) return;
      onUpdate(value);
      if (done(value)) return;
    } catch (error) {
      if (stopped || onReadError(error)) return;
    }
    timer = window.setTimeout(() => void poll(), POLL_INTERVAL_MS);
  };

  if (typeof EventSource === "function") {
    const stream = new EventSource(url);
    source = stream;
    stream.addEventListener("progress", (event) => {
      const value = parse(event.data);
      if (value === null || stopped) return;
      onUpdate(value);
      // The server ends the stream after this; closing first keeps EventSource from reconnecting.
      if (done(value)) stream.close();
    });
    for (const [name, handle] of Object.entries(events)) {
      stream.addEventListener(name, (event) => {
        if (!stopped) handle(event.data);
      });
    }
    stream.onerror = () => {
      stream.close();
      source = null;
      if (!stopped) void poll();
    };
  } else {
    void poll();
  }

  return () => {
    stopped = true;
    source?.close();
    window.clearTimeout(timer);
  };
}
