import { expect, type Frame, type Page, type ViewportSize } from "@playwright/test";
import axe, { type ElementContext, type Result, type RunOptions } from "axe-core";

/** WCAG 2.1 A and AA, the level issue 16 holds every route and dialog to. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/** One line per failing element: rule, impact, where, and what axe says to do. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${violation.help} — ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`,
    ),
  );
}

/** What to scan: part of the page (CSS selectors), and which rules (axe tags; null runs every rule). */
export interface ScanScope {
  include?: string;
  exclude?: string;
  tags?: string[] | null;
}

/** Loads axe-core into a frame unless the document there already has it. */
async function ensureAxe(frame: Frame) {
  if (await frame.evaluate(() => "axe" in window)) return;
  await frame.evaluate(axe.source);
}

/**
 * The violations axe finds on the page as it is now. axe-core is loaded once per document (it stays
 * until the next navigation) and run in the page through its own API, frames included: the
 * @axe-core/playwright builder loaded it afresh into every frame on each scan and, by default,
 * opened a blank page to merge the frames' results, which made a scan 4-5 times as long (about
 * 0.3-0.9 s against 0.07 here, decision 068). Only violations are read, so axe skips collecting the
 * details of every passing node.
 */
export async function axeViolations(page: Page, { include, exclude, tags = WCAG_TAGS }: ScanScope = {}): Promise<Result[]> {
  for (const frame of page.frames()) if (!frame.isDetached()) await ensureAxe(frame);
  return page.evaluate(
    ({ include, exclude, tags }) => {
      const scope: ElementContext = exclude ? { include: include ? [include] : [document], exclude: [exclude] } : include ? { include: [include] } : document;
      const options: RunOptions = { resultTypes: ["violations"], ...(tags ? { runOnly: { type: "tag", values: tags } } : {}) };
      return (window as unknown as { axe: typeof axe }).axe.run(scope, options).then((results) => results.violations);
    },
    { include, exclude, tags },
  );
}

/** The serious and critical violations on the page as it is now, one line per failing element. */
export async function seriousViolations(page: Page, scope?: ScanScope): Promise<string[]> {
  return describeViolations((await axeViolations(page, scope)).filter((violation) => BLOCKING.has(violation.impact ?? "")));
}

/** The widths issue 16 holds every state to: a desktop and a phone. */
export const DESKTOP: ViewportSize = { width: 1280, height: 800 };
export const PHONE: ViewportSize = { width: 375, height: 812 };
export const SCAN_VIEWPORTS = [DESKTOP, PHONE];

/**
 * Scans the page at each of `viewports` and records a soft failure naming `where` and the width,
 * so one test reports every state it visits rather than stopping at the first. The page is resized
 * in place, not loaded again: the layout is CSS alone (no script reads the viewport), so a state
 * reached once is the same state at both widths, and a second pass through the same clicks and
 * page loads cost about 15 of the spec's 86 CPU-seconds (decision 068). The page ends at the width
 * it started at.
 */
export async function expectAccessible(page: Page, where: string, viewports: ViewportSize[] = SCAN_VIEWPORTS): Promise<void> {
  const started = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    expect.soft(await seriousViolations(page), `axe on ${where} (${viewport.width} px)`).toEqual([]);
  }
  if (started) await page.setViewportSize(started);
}
