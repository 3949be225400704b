import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The nearest folder at or above `start` that holds a package.json. The server reads files that
 * ship beside its code (migrations, legal texts, the built web app) from there, so it finds them
 * whether it runs from src/ through tsx or from a bundle the tests build elsewhere in the project
 * (decision 068).
 */
export function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json at or above ${start}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
