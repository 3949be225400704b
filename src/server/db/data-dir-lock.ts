import { randomUUID } from "node:crypto";
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";

/**
 * PGlite is one PostgreSQL backend inside this process: a second process on the same data
 * directory opens it too and each overwrites the other's writes. The lock file beside the
 * directory names its holder (pid, the kernel's start time of that pid, a nonce); a holder that
 * is gone, or a pid now used by another process, leaves a stale lock that the next start takes over.
 * One host only: the pid is checked on this machine (PGlite's directory must not be network-shared).
 */
interface Holder {
  pid: number;
  /** /proc/<pid>/stat field 22 (clock ticks since boot); null where /proc is missing. */
  startTicks: number | null;
  startedAt: string;
  host: string;
  nonce: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The database directory ${dataDir} is in use by another Listcraft process (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}). ` +
        "The embedded PGlite database allows one process per directory: stop that process, give this one another DATA_DIR, " +
        "or set DATABASE_URL (PostgreSQL) to run several processes.",
    );
    this.name = "DataDirLockedError";
  }
}

function startTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const ticks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

/** Nonces of the locks this process holds: its own pid in a lock is alive only for these. */
const held = new Set<string>();

function isAlive(holder: Holder): boolean {
  if (holder.pid === process.pid) return held.has(holder.nonce);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // The pid exists; it is the holder only if that process started when the holder did (pids are reused).
  const current = startTicks(holder.pid);
  return holder.startTicks === null || current === null || current === holder.startTicks;
}

function readHolder(lockPath: string): { raw: string; holder: Holder | null } | null {
  try {
    const raw = readFileSync(lockPath, "utf8");
    try {
      return { raw, holder: JSON.parse(raw) as Holder };
    } catch {
      return { raw, holder: null };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Moves a stale lock aside; puts it back if it turned out to be a fresh lock taken meanwhile. */
function removeStale(lockPath: string, seen: string) {
  const aside = `${lockPath}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (readFileSync(aside, "utf8") !== seen) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // Another start took the place in between; it checks its own lock the same way.
    }
  }
  unlinkSync(aside);
}

export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  const holder: Holder = {
    pid: process.pid,
    startTicks: startTicks(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    host: os.hostname(),
    nonce: randomUUID(),
  };
  const mine = JSON.stringify(holder);
  // Written whole under a private name, then linked: the lock never exists half-written.
  const draft = `${lockPath}.${process.pid}-${holder.nonce}`;
  writeFileSync(draft, mine);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, lockPath);
        held.add(holder.nonce);
        return releaseOnce(lockPath, mine, holder.nonce);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const current = readHolder(lockPath);
      if (!current) continue;
      // An unreadable lock is one a crash cut short (the link makes that unlikely): stale.
      if (current.holder && isAlive(current.holder)) throw new DataDirLockedError(dataDir, current.holder);
      removeStale(lockPath, current.raw);
    }
    throw new Error(`could not take the lock ${lockPath}: it keeps changing`);
  } finally {
    unlinkSync(draft);
  }
}

function releaseOnce(lockPath: string, mine: string, nonce: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(nonce);
    process.off("exit", release);
    // Only our own lock: after a takeover (we were taken for dead) the file is someone else's.
    if (readHolder(lockPath)?.raw === mine) unlinkSync(lockPath);
  };
  process.on("exit", release);
  return release;
}
