import { execFile, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const DEBIAN_ROOT = "/usr/lib/postgresql";
/** Names the socket file only: the server listens on no TCP port, so no other test can take it between a stop and a start. */
const PORT = 5432;

/** The newest Debian PostgreSQL bin directory holding initdb and pg_ctl, if any. */
function binDirectory(): string | null {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => ["initdb", "pg_ctl", "postgres"].every((tool) => existsSync(path.join(DEBIAN_ROOT, version, "bin", tool))))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_ROOT, versions[0], "bin") : null;
}

/** PostgreSQL refuses to run as root: then the server runs as the `postgres` account, if there is one. */
function serverAccount(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const ids = ["-u", "-g"].map((flag) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" }));
  if (ids.some((result) => result.status !== 0)) return null;
  const [uid, gid] = ids.map((result) => Number(result.stdout.trim()));
  return { uid: uid ?? 0, gid: gid ?? 0 };
}

/** Why a private PostgreSQL server cannot be started here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!binDirectory()) return `no PostgreSQL server binaries (initdb, pg_ctl) under ${DEBIAN_ROOT}/*/bin: apt-get install postgresql`;
  if (process.getuid?.() === 0 && !serverAccount()) return "running as root, and there is no postgres account to run the server as";
  return null;
}

/**
 * A PostgreSQL server of the test's own, in a temporary directory, that the test may stop and
 * start (the system's server is shared by every test file). It listens on a Unix socket only.
 * initdb takes about 4 s, a start or stop under a second.
 */
export async function startPrivatePostgres() {
  const reason = privatePostgresUnavailable();
  if (reason) throw new Error(reason);
  const bin = binDirectory() as string;
  const account = serverAccount();
  const dir = await mkdtemp(path.join(os.tmpdir(), "listcraft-pg-"));
  if (account) await chown(dir, account.uid, account.gid);
  const data = path.join(dir, "data");
  const tool = (name: string, args: string[]) =>
    account ? run("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args]) : run(path.join(bin, name), args);
  // Durability is not what this server is for: no fsync makes initdb, starts and stops faster.
  const settings = `-p ${PORT} -k ${dir} -c listen_addresses= -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
  let running = false;
  const server = {
    url: `postgres://postgres@${encodeURIComponent(dir)}:${PORT}/postgres`,
    async start() {
      await tool("pg_ctl", ["-D", data, "-o", settings, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"]);
      running = true;
    },
    /** A clean shutdown: the server ends every session, as a restart does. */
    async stop() {
      running = false;
      await tool("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
    },
    async close() {
      if (running) await tool("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    await tool("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
    await server.start();
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}
