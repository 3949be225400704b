// Playwright's global setup, which runs once the servers answer (webServer starts first). `npm test`
// starts the browser tests beside the unit and API tests so the servers come up while those run
// (scripts/test.ts, decision 046); their tests begin only once those have passed. Run on its own
// (no TEST_STAGE_GATE), it returns at once.
import { readFile } from "node:fs/promises";

export default async function waitForGate(): Promise<void> {
  const gate = process.env.TEST_STAGE_GATE;
  if (!gate) return;
  for (;;) {
    const verdict = await readFile(gate, "utf8").catch(() => undefined);
    if (verdict === "pass") return;
    if (verdict !== undefined) throw new Error(`the browser tests did not run: ${verdict.replace(/^fail: /, "")} failed`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
