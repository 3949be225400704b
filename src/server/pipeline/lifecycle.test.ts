import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * A product's status and progress are written by lifecycle.ts alone (issue 34), so the guards
 * that keep a late callback or a rerun job from undoing a finished product ("only while pending")
 * live in one place. No behavioural test can show that no other file writes them, so this one
 * reads the server's source: in every drizzle update or insert on `products`, and every raw
 * `update products` / `insert into products`, the written part (set, values, on-conflict) must
 * not name `status` or progress outside lifecycle.ts. Where clauses are left out: reading the
 * status to guard a write is fine. Spreads hide what they carry, so commitVersion's options are
 * typed instead: its `extra` cannot set status and only lifecycle.ts builds a `Completion`. The
 * browser tests' fixture route (testing/fixture-routes.ts, test builds only) sets any state a test
 * asks for through such a spread, on purpose.
 */

const SERVER = path.resolve(import.meta.dirname, "..");
const OWNER = path.join("pipeline", "lifecycle.ts");
const READ_ONLY_CALLS = new Set(["where", "returning", "for", "limit", "orderBy"]);
const NAMES_STATE = /\bstatus\b|progress/i;

/** The text inside the parentheses opening at `open`, and the index after the closing one. */
function balanced(source: string, open: number): { inner: string; end: number } {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === "(") depth++;
    else if (source[i] === ")" && --depth === 0) return { inner: source.slice(open + 1, i), end: i + 1 };
  }
  return { inner: source.slice(open + 1), end: source.length };
}

/** The written parts of each statement on `products` in `source`. */
function productWrites(source: string): string[] {
  const writes: string[] = [];
  for (const match of source.matchAll(/\.(update|insert)\(\s*products\s*\)/g)) {
    let at = (match.index ?? 0) + match[0].length;
    const written: string[] = [];
    for (;;) {
      const call = /^\s*\.\s*(\w+)\s*\(/.exec(source.slice(at));
      if (!call) break;
      const { inner, end } = balanced(source, at + call[0].length - 1);
      if (!READ_ONLY_CALLS.has(call[1] ?? "")) written.push(inner);
      at = end;
    }
    writes.push(written.join("\n"));
  }
  for (const match of source.matchAll(/\b(?:update\s+products\s+set|insert\s+into\s+products)\b([\s\S]*?)(?:\bwhere\b|`)/gi)) writes.push(match[1] ?? "");
  return writes;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("a product's lifecycle", () => {
  it("tells a write of status or progress from a guard that reads them", () => {
    expect(productWrites(`await db.update(products).set({ status: "failed" }).where(eq(products.id, id));`).some((w) => NAMES_STATE.test(w))).toBe(true);
    expect(productWrites("tx.insert(products).values({ ...values, addons: { progress: 50 } }).returning()").some((w) => NAMES_STATE.test(w))).toBe(true);
    expect(productWrites("sql`update products set status = 'failed' where id = ${id}`").some((w) => NAMES_STATE.test(w))).toBe(true);
    const guarded = `db.update(products).set({ archived: true }).where(and(eq(products.id, id), ne(products.status, "pending"))).returning({ status: products.status });`;
    expect(productWrites(guarded)).toHaveLength(1);
    expect(productWrites(guarded).some((w) => NAMES_STATE.test(w))).toBe(false);
  });

  it("reads the shapes lifecycle.ts writes with (created, retried, progressed, sectionDrafted, failed)", () => {
    const writes = productWrites(readFileSync(path.join(SERVER, OWNER), "utf8"));
    expect(writes.filter((w) => NAMES_STATE.test(w))).toHaveLength(5);
  });

  it("is the only server module that writes a product's status or progress", () => {
    const offenders = serverFiles(SERVER)
      .map((file) => path.relative(SERVER, file))
      .filter((file) => file !== OWNER)
      .filter((file) => productWrites(readFileSync(path.join(SERVER, file), "utf8")).some((w) => NAMES_STATE.test(w)));
    expect(offenders).toEqual([]);
  });
});
