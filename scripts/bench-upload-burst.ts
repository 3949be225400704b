// The upload burst of the hardening audit (issue 11, item 4) for npm run bench: one account sends
// six concurrent uploads of large photos while this process, which runs the server, samples its
// own memory and times GET /api/health; the same health loop without the burst is the baseline.
import { spawn } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { HttpClient } from "../tests/support/http-client";

const UPLOADS = 6;
const FILES_PER_UPLOAD = 4;
const MB = 1024 * 1024;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function bytesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries.map((e) => (e.isDirectory() ? bytesUnder(path.join(dir, e.name)) : stat(path.join(dir, e.name)).then((s) => s.size))),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** Sequential health checks until `done` resolves (or for `ms` milliseconds). */
async function healthLoop(base: string, until: Promise<unknown> | number) {
  let finished = false;
  if (typeof until === "number") setTimeout(() => (finished = true), until);
  else void until.finally(() => (finished = true));
  const samples: number[] = [];
  while (!finished) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function benchUploadBurst(base: string, dataDir: string) {
  const client = new HttpClient(base);
  const signUp = await client.post("/api/auth/sign-up/email", { email: "burst@example.com", password: "violet-harbour-lantern-73", name: "Burst" });
  if (!signUp.ok) throw new Error(`burst sign-up failed: ${signUp.status}`);
  const signIn = await client.post("/api/auth/sign-in/email", { email: "burst@example.com", password: "violet-harbour-lantern-73" });
  if (!signIn.ok) throw new Error(`burst sign-in failed: ${signIn.status}`);
  console.log(`\nUpload burst: ${UPLOADS} concurrent uploads of ${FILES_PER_UPLOAD} 24-megapixel JPEGs each, one free account`);
  global.gc?.();
  const baseline = await healthLoop(base, 3000);
  const storedBefore = await bytesUnder(path.join(dataDir, "uploads"));
  const rssBefore = process.memoryUsage().rss;
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);

  const sender = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/bench-upload-sender.ts", base, client.cookieHeader, String(UPLOADS), String(FILES_PER_UPLOAD)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  const ready = new Promise<void>((resolve) =>
    sender.stdout.on("data", (chunk: Buffer) => ((output += chunk.toString()), output.startsWith("ready") && resolve())),
  );
  const exited = new Promise<number | null>((resolve) => sender.once("exit", resolve));
  await ready;
  const started = performance.now();
  const during = await healthLoop(base, exited);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if ((await exited) !== 0) throw new Error("the upload sender failed");
  const result = JSON.parse(output.slice(output.indexOf("\n") + 1)) as {
    statuses: number[];
    ms: number[];
    retryAfter: Array<string | null>;
    bytesSent: number;
  };
  // maxRSS catches a peak between two samples, once the burst goes above any earlier peak.
  const maxRssAfter = process.resourceUsage().maxRSS * 1024;
  const peak = Math.max(rssPeak, maxRssAfter > maxRssBefore ? maxRssAfter : 0);
  const written = (await bytesUnder(path.join(dataDir, "uploads"))) - storedBefore;

  const p = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(2)} ms  p99 ${percentile(values, 99).toFixed(2)} ms  max ${Math.max(...values).toFixed(2)} ms`;
  console.log(
    `  sent ${(result.bytesSent / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s; answers ${result.statuses.join(", ")} (Retry-After ${result.retryAfter.map((r) => r ?? "-").join(", ")}); times ${result.ms.join(", ")} ms`,
  );
  console.log(`  written to storage                ${(written / MB).toFixed(1)} MB`);
  console.log(`  server RSS before ${(rssBefore / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (+${((peak - rssBefore) / MB).toFixed(0)} MB)`);
  console.log(`  baseline GET /api/health, no burst ${p(baseline)}  (${baseline.length} requests)`);
  console.log(`  GET /api/health during the burst   ${p(during)}  (${during.length} requests)`);
  // Before the limits (issue 11) this burst grew the server by 650-750 MB here.
  const ok = peak - rssBefore < 400 * MB && percentile(during, 99) < 250;
  console.log(`  target RSS growth < 400 MB and health p99 < 250 ms: ${ok ? "PASS" : "FAIL"}`);
  return ok;
}
