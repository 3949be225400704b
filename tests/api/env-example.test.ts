import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

describe(".env.example", () => {
  it("works as it is and names every variable the README's table lists", () => {
    const example = parseEnv(readFileSync(".env.example", "utf8")) as Record<string, string>;
    expect(() => loadConfig(example)).not.toThrow();
    const readme = readFileSync("README.md", "utf8");
    const documented = [...readme.matchAll(/^\| `([A-Z0-9_]+)`(?:, `([A-Z0-9_]+)`)?\s+\|/gm)].flatMap((m) => [m[1], m[2]]).filter(Boolean);
    expect(documented.length).toBeGreaterThan(20);
    for (const name of documented) expect(Object.keys(example), String(name)).toContain(name);
  });
});
