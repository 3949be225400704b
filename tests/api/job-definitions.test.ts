import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { JOBS } from "../../src/server/all-jobs";
import { WORKER_POLL_SECONDS } from "../../src/server/jobs/heartbeat";
import { queueSettings, startQueue, type Queue } from "../../src/server/jobs/queue";
import { retryDelayAfter } from "../../src/server/jobs/retry-policy";
import { createLogger, type Logger } from "../../src/server/runtime/logger";
import { bothBackends, openTestDatabase } from "../support/databases";
import { until } from "../support/until";

describe("the app's retry policy", () => {
  it("waits 1 s, 3 s and 5 s before the three retries, then gives up", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayAfter(attempt))).toEqual([1, 3, 5, null]);
    expect([1, 2].map((attempt) => retryDelayAfter(attempt, [0]))).toEqual([0, null]);
  });

  it("keeps those waits in production: the default of each job's *_RETRY_DELAYS_SECONDS, which the tests set to 0", () => {
    const production = loadConfig({});
    for (const name of ["GENERATION_RETRY_DELAYS_SECONDS", "REGENERATION_RETRY_DELAYS_SECONDS", "PADDLE_EVENT_RETRY_DELAYS_SECONDS"] as const) {
      expect(production[name], name).toEqual([1, 3, 5]);
      expect(loadConfig({ [name]: "0,0,0" })[name], name).toEqual([0, 0, 0]);
      expect(() => loadConfig({ [name]: "1,3,61" }), name).toThrow(name);
    }
  });
});

// The queue is the app's other way into the database (pg-boss through executeSql on PGlite), so it
// is checked on both engines, as tests/api/database-engines.test.ts checks the rest (decision 068).
describe.each(bothBackends)("job definitions on %s", (backend) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let queue: Queue;
  const errors: string[] = [];
  const silent = createLogger("silent");
  const logger: Logger = { ...silent, error: (message) => errors.push(message), child: () => logger };
  const settings = queueSettings(loadConfig({}));

  /** pg-boss's fetch statements (the query its `work` loop runs) per queue name. */
  const fetches = new Map<string, number>();
  const FETCH = /FROM pgboss\.job\s+WHERE name = \$1\s+AND state < 'active'/;

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    const counting = {
      ...db.database,
      executeSql: (text: string, values?: unknown[]) => {
        if (FETCH.test(text)) fetches.set(String(values?.[0]), (fetches.get(String(values?.[0])) ?? 0) + 1);
        return db.database.executeSql(text, values);
      },
    };
    queue = await startQueue(counting, settings, logger, Object.values(JOBS));
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.drop();
  });

  it("creates every defined queue with its pg-boss policy", async () => {
    for (const job of Object.values(JOBS)) {
      const created = await queue.boss.getQueue(job.name);
      expect(created, job.name).toMatchObject({ expireInSeconds: settings.expireInSeconds, ...job.queue, name: job.name });
    }
  });

  it("hands the handler a parsed payload, and fails a malformed one at once, unretried, without calling it", async () => {
    const seen: unknown[] = [];
    await queue.work(JOBS.readyEmail, async (payload) => {
      seen.push(payload);
    });
    // Written past the typed send, as a job of an older version or a hand-made row would be.
    const badId = await queue.boss.send(JOBS.readyEmail.name, { productId: "<img src=x onerror=alert(1)>" });
    const productId = randomUUID();
    const goodId = await queue.send(JOBS.readyEmail, { productId });
    const jobOf = (id: string | null) => queue.boss.getJobById(JOBS.readyEmail.name, id ?? "", { includeArchive: true });
    await until(async () => (await jobOf(badId))?.state === "failed" && (await jobOf(goodId))?.state === "completed");
    expect(seen).toEqual([{ productId }]);
    const bad = await jobOf(badId);
    // The queue allows 5 retries; a payload that cannot parse would fail each of them the same way.
    expect(bad?.retryCount).toBe(0);
    expect(JSON.stringify(bad?.output)).toContain("malformed listing-ready-email payload");
    expect(errors).toEqual(["job payload is malformed: failing the job"]);
  });

  it("wakes only the worker of the queue a job went to, not every worker of the process", async () => {
    // Two queues no other test works: jobs go to one, the other stays idle.
    await queue.work(JOBS.monitorScan, async () => {});
    let done = 0;
    await queue.work(JOBS.healthMetrics, async () => {
      done += 1;
    });
    const jobs = 8;
    const count = () => ({ busy: fetches.get(JOBS.healthMetrics.name) ?? 0, idle: fetches.get(JOBS.monitorScan.name) ?? 0 });
    const before = count();
    const started = performance.now();
    for (let sent = 1; sent <= jobs; sent++) {
      await queue.send(JOBS.healthMetrics, {});
      await until(() => done === sent);
    }
    const elapsed = performance.now() - started;
    const after = count();
    // Each job was fetched on its wake-up; the idle queue's worker only polled, once per 2 s.
    expect(after.busy - before.busy).toBeGreaterThanOrEqual(jobs);
    const polls = Math.floor(elapsed / (WORKER_POLL_SECONDS * 1000)) + 1;
    expect(polls, "the jobs took too long for the count to tell wake-ups from polls").toBeLessThan(jobs);
    expect(after.idle - before.idle).toBeLessThanOrEqual(polls);
  });
});
