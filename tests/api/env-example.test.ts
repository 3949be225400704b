import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

describe(".env.example", () => {
  it("works as it is and names every variable docs/configuration.md lists", () => {
    const example = parseEnv(readFileSync(".env.example", "utf8")) as Record<string, string>;
    expect(() => loadConfig(example)).not.toThrow();
    const doc = readFileSync("docs/configuration.md", "utf8");
    // NODE_ENV is set by the tools that start the server (npm scripts, tests), never by .env.
    const documented = [...doc.matchAll(/^### `([A-Z0-9_]+)`$/gm)].map((m) => m[1]).filter((name) => name !== "NODE_ENV");
    expect(documented.length).toBeGreaterThan(20);
    for (const name of documented) expect(Object.keys(example), String(name)).toContain(name);
  });
});
