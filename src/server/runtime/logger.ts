import { describeError } from "./describe-error";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** One JSON line per event, so logs stay greppable and machine-readable. */
export function createLogger(level: Level | "silent", base: Record<string, unknown> = {}): Logger {
  const write = (at: Level, message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, msg: message, ...base, ...safe(fields) });
    (at === "error" || at === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
}

/** Errors (also in a list) are written through describeError, so a failed query's parameters (user text) never reach the log. */
function safe(fields: Record<string, unknown> | undefined) {
  if (!fields) return fields;
  const field = (value: unknown) => (value instanceof Error ? describeError(value) : value);
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, Array.isArray(value) ? value.map(field) : field(value)]));
}
