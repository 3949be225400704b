// Child process for scripts/bench-auth.ts: an HTTP load generator in its own process (so it does
// not share the server's event loop). 50 keep-alive connections, each sending its next request as
// soon as the last answer arrived. The paths take turns in one-second windows, so a burst of load
// from elsewhere on the machine falls on both alike. Before each window it prints `window <i>`
// (`window -1` for warm-up, `window end` at the end), then one JSON line, one entry per path:
// { path, requests, errors, seconds, latencies } with latencies in milliseconds.
import http from "node:http";

const [base, cookie, secondsText, ...paths] = process.argv.slice(2);
if (!base || cookie === undefined || !secondsText || paths.length === 0) throw new Error("usage: bench-auth-load <base url> <cookie> <seconds> <path>...");
const CONNECTIONS = 50;
const WINDOW_MS = 1000;
const rounds = Math.max(1, Math.round(Number(secondsText)));
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const target = new URL(base);

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ agent, hostname: target.hostname, port: target.port, path, headers: cookie ? { cookie } : {} }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    request.once("error", reject);
  });
}

/** Every connection sends requests back to back for one window; returns each latency and the errors. */
async function hammer(path: string) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + WINDOW_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const status = await get(path);
        latencies.push(performance.now() - started);
        if (status !== 200) errors++;
      }
    }),
  );
  return { latencies, errors };
}

const results = paths.map((path) => ({ path, requests: 0, errors: 0, seconds: 0, latencies: [] as number[] }));
process.stdout.write("window -1\n");
for (const path of paths) await hammer(path);
for (let round = 0; round < rounds; round++) {
  for (const [index, result] of results.entries()) {
    process.stdout.write(`window ${index}\n`);
    const started = performance.now();
    const { latencies, errors } = await hammer(result.path);
    result.seconds += (performance.now() - started) / 1000;
    result.requests += latencies.length;
    result.errors += errors;
    for (const latency of latencies) result.latencies.push(latency);
  }
}
process.stdout.write("window end\n");
agent.destroy();
process.stdout.write(`${JSON.stringify(results)}\n`);
