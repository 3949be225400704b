import type { ChildProcess } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";
import { products } from "../../src/server/db/schema";
import { crashRecoverySeconds } from "../../src/server/jobs/heartbeat";
import { JOBS } from "../../src/server/all-jobs";
import { queueSettings } from "../../src/server/jobs/queue";
import { chatAnswer, sampleListing, startFakeService } from "../support/fake-services";
import { plannerBody, uploadScreenshots } from "../support/products";
import { readEvents } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";
import { jobsSettled } from "../support/jobs";
import { until } from "../support/until";
import { startWorker, workerEnv } from "../support/worker-process";

const postgres = process.env.TEST_DATABASE_URL;

describe("crash recovery bound", () => {
  it("with the default settings, a killed worker's job runs again within 30 s", () => {
    const defaults = queueSettings(loadConfig({}));
    expect(crashRecoverySeconds(defaults)).toBeLessThanOrEqual(30);
    // The expiry stays the backstop: longer than one attempt, which it must outlast.
    expect(defaults.expireInSeconds).toBeGreaterThan(loadConfig({}).GENERATION_TIMEOUT_SECONDS);
  });

  it("refuses a staleness window that a live job's missed beat would cross", () => {
    expect(() => loadConfig({ QUEUE_HEARTBEAT_SECONDS: "5", QUEUE_STALE_SECONDS: "10" })).toThrow(ConfigError);
    expect(() => loadConfig({ QUEUE_HEARTBEAT_SECONDS: "0" })).toThrow(/QUEUE_HEARTBEAT_SECONDS/);
    expect(() => loadConfig({ GENERATION_TIMEOUT_SECONDS: "120" })).toThrow(/QUEUE_EXPIRE_SECONDS/);
  });
});

/** Starts the job worker (src/server/worker.ts, bundled) as a real child process and resolves once it is taking jobs. */

/** Polls until the product's running job has sent a heartbeat `seconds` after it started. */
async function heartbeatOutlasts(app: TestApp, productId: string, seconds: number) {
  const beaten = async () => {
    const { rows } = (await app.db.execute(sql`
      select 1 from pgboss.job where name = ${JOBS.generateListing.name} and data->>'productId' = ${productId} and state = 'active'
        and (output->>'heartbeatAt')::timestamptz > started_on + make_interval(secs => ${seconds})`)) as unknown as { rows: unknown[] };
    return rows.length > 0;
  };
  await until(beaten, 30_000, `a heartbeat ${seconds} s after the job started`);
}

// Separate worker processes share work through PostgreSQL only (PGlite belongs to one process),
// so this runs where TEST_DATABASE_URL is set, as .ci/run sets it.
describe.runIf(postgres)("a worker killed mid-job", () => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof startFakeService>>;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    model = await startFakeService();
    app = await startTestApp("postgres", { GENERATOR: "openai", OPENAI_BASE_URL: `${model.url}/v1` });
  });
  afterAll(async () => {
    workers.forEach((w) => w.kill("SIGKILL"));
    await app?.close();
    await model?.close();
  });

  it("loses nothing: another worker completes the product within the recovery bound, once, and e-mails once", async () => {
    let calls = 0;
    model.answer(async (_req, res) => {
      calls++;
      // The first attempt hangs until its worker is killed; later ones answer at once.
      if (calls === 1) return;
      res.writeHead(200, { "content-type": "application/json" }).end(chatAnswer(JSON.stringify(sampleListing)));
    });
    // The default expiry (120 s) and maintenance (30 s) stay: recovery must come from the heartbeats.
    const env = workerEnv(app, { GENERATOR: "openai", OPENAI_BASE_URL: `${model.url}/v1` });
    const bound = crashRecoverySeconds(queueSettings(loadConfig(env)));
    const client = app.client();
    const { email, body } = await app.signUp(client);
    await app.confirmEmail(body.user.id);
    const ids = await uploadScreenshots(client, 1);
    const { product } = await (await client.post("/api/products", plannerBody(ids))).json();
    expect((await client.post(`/api/products/${product.id}/notify`, { email })).status).toBe(200);

    // The stream is served by the API process while another process runs the job.
    const stream = readEvents(client, `/api/products/${product.id}/events`, undefined, 90_000);
    workers.push(await startWorker(env));
    await model.waitForRequests(1);
    // A second worker is up before the crash, as beside any worker that dies in production.
    workers.push(await startWorker(env));
    // A live job outlasting the staleness window keeps beating and is not taken from its worker.
    await heartbeatOutlasts(app, product.id, Number(env.QUEUE_STALE_SECONDS) + 1);
    expect(calls).toBe(1);
    workers[0]?.kill("SIGKILL");
    const killedAt = Date.now();
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.status).toBe("pending");

    // The dead worker's heartbeat goes stale and the other worker runs the job again.
    await model.waitForRequests(2, 60_000);
    const { events } = await stream;
    const recoveredIn = (Date.now() - killedAt) / 1000;
    expect(events.at(-1)?.data).toMatchObject({ status: "complete", progress: 100 });
    // The bound, plus the (immediate) fake model's answer and the completion writes.
    expect(recoveredIn).toBeLessThan(bound + 3);
    await app.mail.waitFor(email, /Your listing is ready/, 30_000);
    const [done] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(done).toMatchObject({ status: "complete", title: sampleListing.title });
    // Every e-mail job of the product (the dead worker's run was put back, not repeated) has run.
    await jobsSettled(app.db, JOBS.readyEmail.name, product.id);
    expect(app.mail.mails.filter((m) => m.to.includes(email.toLowerCase()) && /ready/.test(m.subject))).toHaveLength(1);
    expect(calls).toBe(2);
  }, 120_000);
});
