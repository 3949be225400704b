import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { Result } from "axe-core";

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

/** The serious and critical WCAG violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips collecting the details of every passing node.
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge the
  // frames' results, which doubled each scan's time (about 0.9 s against 0.4 s here, decision 041).
  // It leaves out cross-origin frames, and the only frame the app shows is Paddle's own checkout.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return describeViolations(results.violations.filter((violation) => BLOCKING.has(violation.impact ?? "")));
}

/**
 * Scans the page and records a soft failure naming `where`, so one test reports every state it
 * visits rather than stopping at the first.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect.soft(await seriousViolations(page), `axe on ${where} (${page.viewportSize()?.width ?? "?"} px)`).toEqual([]);
}
