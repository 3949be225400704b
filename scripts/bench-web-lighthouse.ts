import { writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

/** The system Chromium with the flags this machine needs (docs: shared toolchain notes). */
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export interface PageScores {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** JavaScript bytes on the wire (after Content-Encoding) during the load. */
  jsTransfer: number;
  /** Lighthouse's CPU benchmark of this machine during the run: low means a busy machine, and slower simulated scripts. */
  benchmarkIndex: number;
  /** Audits below a full score in either category, for the report. */
  failing: string[];
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function jsTransfer(lhr: Result): number {
  const details = lhr.audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  return (details?.items ?? []).filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function failing(lhr: Result): string[] {
  const ids = ["performance", "accessibility"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
  );
  return ids.filter((id) => {
    const audit = lhr.audits[id];
    return audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative";
  });
}

function summarise(lhr: Result): PageScores {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    fcp: metric(lhr, "first-contentful-paint"),
    lcp: metric(lhr, "largest-contentful-paint"),
    tbt: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift"),
    jsTransfer: jsTransfer(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing: failing(lhr),
  };
}

/** One run; Lighthouse asks to be run again after a failed trace (NO_NAVSTART and the like), so it is, twice at most. */
async function lighthouseOnce(url: string, port: number, cookie: string | undefined, attempts = 3): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!result.lhr.runtimeError) return result.lhr;
  if (attempts > 1) return lighthouseOnce(url, port, cookie, attempts - 1);
  throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
}

/**
 * Lighthouse's default (mobile, simulated throttling) on each URL, `runs` times; the run with the
 * median performance score stands for the page, as Lighthouse's own variance guide advises.
 * With `reportDir` every report is kept there as JSON (BENCH_LIGHTHOUSE_DIR) for a closer look.
 */
export async function lighthousePages(urls: string[], options: { runs: number; cookie?: (url: string) => string | undefined; reportDir?: string }) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const results = new Map<string, PageScores>();
    for (const url of urls) {
      const runs: PageScores[] = [];
      const cookie = options.cookie?.(url);
      for (let i = 0; i < options.runs; i++) {
        const lhr = await lighthouseOnce(url, chrome.port, cookie);
        runs.push(summarise(lhr));
        if (options.reportDir) await writeFile(path.join(options.reportDir, `${new URL(url).pathname.replace(/\W+/g, "_")}-${i}.json`), JSON.stringify(lhr));
      }
      runs.sort((a, b) => a.performance - b.performance);
      results.set(url, runs[Math.floor(runs.length / 2)] as PageScores);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
