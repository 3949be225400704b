// The web app's speed (issue 16, decision 033; issue 31, decision 060): precompressed assets, the JavaScript a first visit
// loads, and Lighthouse mobile scores on five pages of a production build served by the real server
// (embedded database in a temporary DATA_DIR). Sign-in and pricing are measured as a visitor, the
// dashboard, gallery and a product page as a creator with one finished listing (session cookie sent
// with every request). BENCH_LIGHTHOUSE_RUNS sets the runs per page (3).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { loadConfig } from "../src/server/config";
import { startServer } from "../src/server/server";
import { initialJs, type InitialBytes } from "./bench-web-bundle";
import { lighthousePages, type PageScores } from "./bench-web-lighthouse";
import { seedSignedInUser } from "./bench-web-seed";
import { freePort } from "../tests/support/test-app";

const INITIAL_JS_GZIP_TARGET = 120_000;
/** Issue 31 item 12: the public pages at 95, the signed-in ones (their data comes after the bundle) at 90. */
const PERFORMANCE_TARGET: Record<string, number> = { "sign-in": 95, pricing: 95, dashboard: 90, gallery: 90, product: 90 };
const ACCESSIBILITY_TARGET = 100;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function compressionLines(base: string, webRoot: string) {
  const html = await readFile(path.join(webRoot, "index.html"), "utf8");
  // Preloaded from the head and run after the first frame (decision 060).
  const entry = /<link rel="modulepreload" [^>]*href="([^"]+)" data-entry>/.exec(html)?.[1];
  if (!entry) throw new Error("index.html has no entry chunk");
  const fetchAs = async (encoding: string) => {
    const response = await fetch(`${base}${entry}`, { headers: { "accept-encoding": encoding } });
    // fetch decodes the body; the bytes on the wire are Content-Length.
    await response.arrayBuffer();
    return { encoding: response.headers.get("content-encoding") ?? "identity", bytes: Number(response.headers.get("content-length")) };
  };
  const [br, gzip, identity] = [await fetchAs("gzip, deflate, br"), await fetchAs("gzip"), await fetchAs("identity")];
  const pass = br.encoding === "br" && gzip.encoding === "gzip" && identity.encoding === "identity" && br.bytes < gzip.bytes && gzip.bytes < identity.bytes / 2;
  return {
    pass,
    lines: [
      `\nStatic assets: the entry chunk ${entry} on the wire (production build, real server)`,
      `  Accept-Encoding: identity          ${kB(identity.bytes)} (${identity.encoding})`,
      `  Accept-Encoding: gzip              ${kB(gzip.bytes)} (${gzip.encoding})`,
      `  Accept-Encoding: gzip, deflate, br ${kB(br.bytes)} (${br.encoding})`,
      `  target precompressed brotli and gzip chosen by Accept-Encoding: ${pass ? "PASS" : "FAIL"}`,
    ],
  };
}

function initialJsLines(webRoot: string) {
  const describe = (bytes: InitialBytes) =>
    `${String(bytes.files).padStart(2)} files  ${kB(bytes.raw)} raw  ${kB(bytes.gzip)} gzip  ${kB(bytes.brotli)} brotli  (+ CSS ${kB(bytes.css)} gzip)`;
  const shell = initialJs(webRoot);
  const pass = shell.gzip <= INITIAL_JS_GZIP_TARGET;
  const lines = [
    "\nInitial JavaScript: what index.html loads (the app shell; each route's code loads on demand)",
    `  app shell, every page            ${describe(shell)}`,
    `  target at most ${kB(INITIAL_JS_GZIP_TARGET)} gzip: ${pass ? "PASS" : "FAIL"}`,
    "  first render of a route (the shell + the route's chunk and its static imports):",
  ];
  for (const [label, module] of [
    ["/sign-in", "src/web/routes/sign-in.tsx"],
    ["/ (dashboard)", "src/web/routes/dashboard.tsx"],
  ] as const) {
    lines.push(`  ${label.padEnd(32)} ${describe(initialJs(webRoot, module))}`);
  }
  return { lines, pass };
}

function lighthouseLines(pages: Array<[string, PageScores]>, runs: number) {
  const lines = [`\nLighthouse 12 mobile (simulated throttling), median of ${runs} run(s) per page`];
  let pass = true;
  for (const [label, s] of pages) {
    const target = PERFORMANCE_TARGET[label] ?? 95;
    const ok = s.performance >= target && s.accessibility >= ACCESSIBILITY_TARGET;
    pass &&= ok;
    lines.push(
      `  ${label.padEnd(12)} performance ${String(s.performance).padStart(3)}  accessibility ${String(s.accessibility).padStart(3)}  ` +
        `FCP ${Math.round(s.fcp)} ms  LCP ${Math.round(s.lcp)} ms  TBT ${Math.round(s.tbt)} ms  CLS ${s.cls.toFixed(3)}  JS ${kB(s.jsTransfer)} transferred  CPU index ${s.benchmarkIndex}${ok ? "" : `  below: ${s.failing.join(", ")}`}`,
    );
  }
  lines.push(`  target performance at least each page's target and accessibility ${ACCESSIBILITY_TARGET} on each page: ${pass ? "PASS" : "FAIL"}`);
  return { lines, pass };
}

export async function benchWeb(): Promise<{ lines: string[]; pass: boolean }> {
  const work = await mkdtemp(path.join(os.tmpdir(), "listcraft-bench-web-"));
  const webRoot = path.join(work, "web");
  await build({ logLevel: "warn", build: { outDir: webRoot, emptyOutDir: true, manifest: true } });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    DATA_DIR: path.join(work, "data"),
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: "bench-secret-that-is-at-least-32-chars",
  });
  const server = await startServer(config, { webRoot });
  try {
    const { cookie, productId } = await seedSignedInUser(base);
    const compression = await compressionLines(base, webRoot);
    const initial = initialJsLines(webRoot);
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    // BENCH_WEB_PAGES=sign-in,product measures only those while working on them.
    const only = process.env.BENCH_WEB_PAGES?.split(",");
    const pages = (
      [
        ["sign-in", "/sign-in", false],
        ["pricing", "/pricing", false],
        ["dashboard", "/", true],
        ["gallery", "/gallery", true],
        ["product", `/product/${productId}`, true],
      ] as Array<[string, string, boolean]>
    ).filter(([label]) => !only || only.includes(label));
    const scores = await lighthousePages(
      pages.map(([, route]) => base + route),
      { runs, reportDir: process.env.BENCH_LIGHTHOUSE_DIR, cookie: (url) => (pages.find(([, route]) => base + route === url)?.[2] ? cookie : undefined) },
    );
    const lighthouse = lighthouseLines(
      pages.map(([label, route]) => [label, scores.get(base + route) as PageScores]),
      runs,
    );
    return { lines: [...compression.lines, ...initial.lines, ...lighthouse.lines], pass: compression.pass && initial.pass && lighthouse.pass };
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}
