import { spawn, type ChildProcess } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../src/server/db/schema";
import { chatAnswer, sampleListing, startFakeService } from "../support/fake-services";
import { plannerBody, uploadScreenshots } from "../support/products";
import { readEvents } from "../support/sse";
import { startTestApp, type TestApp } from "../support/test-app";

const postgres = process.env.TEST_DATABASE_URL;

/** Starts `npm run worker` as a real child process and resolves once it is taking jobs. */
function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/worker.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("worker did not start")), 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("worker started")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

// Separate worker processes share work through PostgreSQL only (PGlite belongs to one process),
// so this runs where TEST_DATABASE_URL is set, as .ci/run sets it.
describe.runIf(postgres)("a worker killed mid-job", () => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof startFakeService>>;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    model = await startFakeService();
    app = await startTestApp("postgres", {
      GENERATOR: "openai",
      OPENAI_BASE_URL: `${model.url}/v1`,
      GENERATION_TIMEOUT_SECONDS: "3",
      QUEUE_EXPIRE_SECONDS: "4",
    });
  });
  afterAll(async () => {
    workers.forEach((w) => w.kill("SIGKILL"));
    await app?.close();
    await model?.close();
  });

  it("loses nothing: the restarted worker completes the product once and e-mails once", async () => {
    let calls = 0;
    model.answer(async (_req, res) => {
      calls++;
      // The first attempt hangs until its worker is killed; later ones answer at once.
      if (calls === 1) return;
      res.writeHead(200, { "content-type": "application/json" }).end(chatAnswer(JSON.stringify(sampleListing)));
    });
    const env = {
      DATABASE_URL: app.databaseUrl ?? "",
      APP_URL: app.url,
      DATA_DIR: app.dataDir,
      SMTP_URL: app.mail.url,
      BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
      GENERATOR: "openai",
      OPENAI_BASE_URL: `${model.url}/v1`,
      GENERATION_TIMEOUT_SECONDS: "3",
      QUEUE_EXPIRE_SECONDS: "4",
      QUEUE_MAINTENANCE_SECONDS: "1",
      LOG_LEVEL: "info",
    };
    const client = app.client();
    const { email } = await app.signUp(client);
    const ids = await uploadScreenshots(client, 1);
    const { product } = await (await client.post("/api/products", plannerBody(ids))).json();
    await client.post(`/api/products/${product.id}/notify`, { email });

    // The stream is served by the API process while another process runs the job.
    const stream = readEvents(client, `/api/products/${product.id}/events`, undefined, 90_000);
    workers.push(await startWorker(env));
    await model.waitForRequests(1);
    workers[0]?.kill("SIGKILL");
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.status).toBe("pending");

    // The dead worker's job expires (QUEUE_EXPIRE_SECONDS) and a new worker runs it again.
    workers.push(await startWorker(env));
    await model.waitForRequests(2, 60_000);
    await app.mail.waitFor(email, /Your listing is ready/, 30_000);
    const { events } = await stream;
    expect(events.at(-1)?.data).toMatchObject({ status: "complete", progress: 100 });
    const [done] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(done).toMatchObject({ status: "complete", title: sampleListing.title });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(app.mail.mails.filter((m) => m.to.includes(email.toLowerCase()) && /ready/.test(m.subject))).toHaveLength(1);
    expect(calls).toBe(2);
  }, 120_000);
});
