import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findProjectRoot, PROJECT_ROOT } from "./project-root";

describe("findProjectRoot", () => {
  const base = mkdtempSync(path.join(os.tmpdir(), "project-root-"));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it("finds the nearest folder with a package.json, from a folder deep inside it", () => {
    const project = path.join(base, "app");
    const deep = path.join(project, ".tmp", "bundle", "nested");
    mkdirSync(deep, { recursive: true });
    writeFileSync(path.join(project, "package.json"), "{}");
    expect(findProjectRoot(deep)).toBe(project);
    expect(findProjectRoot(project)).toBe(project);
  });

  it("names the folder it started from when no folder above holds a package.json", () => {
    const top = path.parse(base).root;
    expect(() => findProjectRoot(top)).toThrow(`no package.json at or above ${top}`);
  });

  it("is this project's root when the server runs from src/", () => {
    expect(path.join(PROJECT_ROOT, "src", "server", "runtime", "project-root.ts")).toBe(path.resolve(import.meta.dirname, "project-root.ts"));
  });
});
