import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { LEGAL_PAGE_IDS, type LegalPage, type LegalPageId } from "../../core/legal";
import { PROJECT_ROOT } from "../runtime/project-root";
import { renderMarkdown } from "./markdown";

/** The texts that ship with the app: a clear default, shown marked for review by the operator. */
export const DEFAULT_LEGAL_DIR = path.join(PROJECT_ROOT, "content", "legal");

/** Far above any real policy; a bigger file is a mistake (a PDF renamed, a log). */
const MAX_BYTES = 256 * 1024;
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 2026-02-30 matches the pattern but is no date: the round trip through Date tells. */
const isCalendarDate = (text: string) => {
  const time = DATE.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
};

type Parsed = { title: string; updated: string; body: string } | { problem: string };

/** `---` / `title: …` / `updated: YYYY-MM-DD` / `---`, then the Markdown body. */
export function parseLegalFile(text: string): Parsed {
  const source = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const header = FRONT_MATTER.exec(source);
  if (!header) return { problem: "must start with a front matter block: ---, title: …, updated: YYYY-MM-DD, ---" };
  const fields = new Map<string, string>();
  for (const line of (header[1] ?? "").split("\n").filter((l) => l.trim())) {
    const field = /^([a-z]+):\s*(.*?)\s*$/.exec(line);
    if (!field?.[1] || !["title", "updated"].includes(field[1]))
      return { problem: `unknown front matter line "${line.slice(0, 40)}" (only title and updated)` };
    fields.set(field[1], field[2] ?? "");
  }
  const title = fields.get("title") ?? "";
  const updated = fields.get("updated") ?? "";
  if (!title || title.length > 120) return { problem: "title must be 1 to 120 characters" };
  if (!isCalendarDate(updated)) return { problem: "updated must be a date written YYYY-MM-DD" };
  return { title, updated, body: source.slice(header[0].length) };
}

function readPage(dir: string, id: LegalPageId, isDefault: boolean): LegalPage | { problem: string } {
  const file = path.join(dir, `${id}.md`);
  if (statSync(file).size > MAX_BYTES) return { problem: `${id}.md is larger than ${MAX_BYTES / 1024} KB` };
  const parsed = parseLegalFile(readFileSync(file, "utf8"));
  if ("problem" in parsed) return { problem: `${id}.md: ${parsed.problem}` };
  return { id, title: parsed.title, updated: parsed.updated, html: renderMarkdown(parsed.body), isDefault };
}

/** What is wrong with LEGAL_DIR, for the boot-time configuration check; empty when it can be served. */
export function legalDirProblems(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [`${dir} is not a directory`];
  const markdown = readdirSync(dir).filter((name) => name.endsWith(".md"));
  const known = LEGAL_PAGE_IDS.map((id) => `${id}.md`);
  const problems = markdown.filter((name) => !known.includes(name)).map((name) => `${name} is not a page (expected ${known.join(", ")})`);
  if (!markdown.some((name) => known.includes(name))) problems.push(`holds none of ${known.join(", ")}`);
  for (const id of LEGAL_PAGE_IDS) {
    if (!markdown.includes(`${id}.md`)) continue;
    const page = readPage(dir, id, false);
    if ("problem" in page) problems.push(page.problem);
  }
  return problems;
}

/**
 * Every legal page, rendered once: the operator's file from `operatorDir` where there is one (the
 * configuration check has read it already), else the default. Throws on a broken file.
 */
export function loadLegalPages(operatorDir: string | undefined): Record<LegalPageId, LegalPage> {
  const entries = LEGAL_PAGE_IDS.map((id) => {
    const own = operatorDir !== undefined && existsSync(path.join(operatorDir, `${id}.md`));
    const page = own ? readPage(operatorDir, id, false) : readPage(DEFAULT_LEGAL_DIR, id, true);
    if ("problem" in page) throw new Error(`Legal page ${page.problem}`);
    return [id, page] as const;
  });
  return Object.fromEntries(entries) as Record<LegalPageId, LegalPage>;
}
