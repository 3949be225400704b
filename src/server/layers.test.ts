import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./runtime/project-root";

interface Pattern {
  regex: string;
  message: string;
}
interface Override {
  files: string[];
  rules: { "no-restricted-imports"?: [string, { patterns: Pattern[] }] };
}

// The layer rule (docs/decisions/072) is one override per layer, bottom first; each repeats the
// src/server override's patterns, since a later override replaces an earlier one's for its files.
const config = JSON.parse(readFileSync(path.join(PROJECT_ROOT, ".oxlintrc.json"), "utf8").replace(/^\s*\/\/.*$/gm, "")) as { overrides: Override[] };
const patternsOf = (override: Override) => override.rules["no-restricted-imports"]?.[1].patterns ?? [];
const server = config.overrides.find((override) => override.files.includes("src/server/**"));
// A layer's override names whole folders (`src/server/<folder>/**`), or one folder a depth at a time
// (`src/server/<folder>/*/*.ts`), where the regex counts the ../ exactly.
const layerFile = /^src\/server\/([^/*]+)\/(\*\*|(?:\*\/)*\*\.ts)$/;
const layers = config.overrides
  .filter((override) => override.files.every((file) => layerFile.test(file)))
  .map((override) => {
    const globs = override.files.map((file) => layerFile.exec(file) ?? []);
    const tail = globs[0]?.[2] ?? "**";
    return { folders: globs.map((glob) => glob[1] ?? ""), depth: tail === "**" ? null : tail.split("/").length - 1, patterns: patternsOf(override) };
  });
const ranks = [...new Set(layers.map((layer) => layer.folders.join(",")))];
const folders = readdirSync(path.join(PROJECT_ROOT, "src/server"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the server's layer rule in .oxlintrc.json", () => {
  it("puts every server folder in exactly one layer", () => {
    expect(ranks.flatMap((rank) => rank.split(",")).sort()).toEqual([...folders].sort());
  });

  it("repeats the src/server override's patterns in every layer", () => {
    for (const layer of layers) expect(layer.patterns.slice(0, -1), layer.folders.join(", ")).toEqual(patternsOf(server as Override));
  });

  it("refuses exactly the folders of the layers above, and the composition roots", () => {
    for (const layer of layers) {
      const above = new Set(ranks.slice(ranks.indexOf(layer.folders.join(",")) + 1).flatMap((rank) => rank.split(",")));
      const rule = new RegExp(layer.patterns.at(-1)?.regex ?? "$^");
      const up = "../".repeat((layer.depth ?? 0) + 1);
      for (const folder of folders) expect(rule.test(`${up}${folder}/x`), `${layer.folders.join(", ")} importing ${folder}`).toBe(above.has(folder));
      expect(rule.test(`${up}services`)).toBe(true);
      expect(rule.test(`${up}config`)).toBe(true);
      if (layer.depth !== null) expect(rule.test(`${up.slice(3)}${[...above][0]}`), "one ../ short is inside the folder").toBe(false);
    }
  });

  it("covers every depth of a folder whose layer goes by depth", () => {
    for (const folder of new Set(layers.filter((layer) => layer.depth !== null).flatMap((layer) => layer.folders))) {
      const covered = new Set(layers.filter((layer) => layer.folders.includes(folder)).map((layer) => layer.depth));
      const files = readdirSync(path.join(PROJECT_ROOT, "src/server", folder), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
      for (const file of files) expect(covered.has(file.split(path.sep).length - 1), file).toBe(true);
    }
  });
});
