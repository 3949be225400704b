import pg from "pg";
import type { Logger } from "../runtime/logger";
import { reconnectDelay } from "./reconnect-delay";

/** How long one connection attempt may take: a server that does not answer counts as down. */
const CONNECT_TIMEOUT_MS = 5000;
const CHANNEL = /^[a-z_]+$/;

/**
 * One LISTEN connection per process, shared by every subscriber. When the server drops it (a
 * restart, a failover, an administrator ending the session) it connects again for as long as it
 * takes, waiting longer after each failure (reconnect-delay.ts), and listens again on every
 * channel. What was notified while it was away is lost: a subscriber that must not miss a change
 * reads the state again now and then (a progress stream on its keep-alive tick).
 */
export function postgresListener(url: string, logger: Logger) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  let lost = false;
  let closed = false;

  const reconnectLater = () => {
    if (closed || retry || connecting || handlers.size === 0) return;
    const delay = reconnectDelay(failures++);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };

  const attempt = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on("notification", (message) => handlers.get(message.channel)?.forEach((handler) => handler(message.payload ?? "")));
    // Unhandled, an error event would end the process; every loss also ends the connection, handled below.
    next.on("error", () => undefined);
    next.once("end", () => {
      if (client !== next) return;
      client = null;
      lost = true;
      if (closed) return;
      logger.warn("database LISTEN connection lost; reconnecting");
      reconnectLater();
    });
    try {
      await next.connect();
      // Channels subscribed while this runs are listened to as well: the loop reads the live key list.
      for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) await next.end();
    else client = next;
  };

  /** One attempt at a time; it never rejects: a failed attempt schedules the next. */
  const connect = (): Promise<void> =>
    (connecting ??= attempt().then(
      () => {
        connecting = null;
        if (lost) logger.info("database LISTEN connection restored", { attempts: failures });
        failures = 0;
        lost = false;
      },
      (error: unknown) => {
        connecting = null;
        lost = true;
        logger.warn("database LISTEN connection failed; trying again", { error, attempts: failures });
        reconnectLater();
      },
    ));

  return {
    /**
     * Subscribes to `channel`. Resolves once the LISTEN is in place, or once the server could not
     * be reached: the subscription stands and is listened to as soon as the connection is back.
     */
    async listen(channel: string, onPayload: (payload: string) => void) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      const isNew = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      // A query that fails here met a lost connection, whose reconnect listens on every channel.
      if (client) await (isNew ? client.query(`listen "${channel}"`).catch(() => undefined) : undefined);
      else if (!retry) await connect();
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && handlers.get(channel) === set) handlers.delete(channel);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => undefined);
    },
  };
}
