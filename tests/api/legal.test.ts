import { checkedFetch } from "../support/api-contract-check";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegalPage } from "../../src/core/legal";
import { ConfigError, loadConfig } from "../../src/server/config";
import { testBackend } from "../support/databases";
import { startTestApp, type TestApp } from "../support/test-app";

const page = (title: string, body: string, updated = "2026-10-01") => `---\ntitle: ${title}\nupdated: ${updated}\n---\n\n${body}\n`;

const HOSTILE = [
  "## <script>alert('x')</script>",
  "Read [the terms](javascript:alert(document.cookie)) or [mail us](mailto:help@shop.example).",
  '<img src=x onerror="alert(1)">',
  "- [data](data:text/html,<script>alert(1)</script>)",
].join("\n\n");

async function tempDir(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "listcraft-legal-"));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return "";
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join("\n");
    throw error;
  }
};

describe("legal pages", () => {
  let app: TestApp;
  const dirs: string[] = [];
  beforeAll(async () => {
    app = await startTestApp(testBackend);
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const get = async (base: string, id: string) => {
    const response = await checkedFetch(`${base}/api/legal/${id}`);
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      body: (await response.json()) as LegalPage & { error?: { code: string } },
    };
  };

  it("serves the three default pages to anyone, each with a title, a date and the default mark", async () => {
    const expected = { privacy: "Privacy Policy", terms: "Terms of Service", refunds: "Refund Policy" };
    for (const [id, title] of Object.entries(expected)) {
      const { status, body, cacheControl } = await get(app.url, id);
      expect(status, id).toBe(200);
      expect(body).toMatchObject({ id, title, isDefault: true });
      expect(body.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.html).toContain("<h2>");
      expect(cacheControl).toBe("public, max-age=300");
    }
    const privacy = (await get(app.url, "privacy")).body.html;
    expect(privacy).toContain("merchant of record");
    expect(privacy).toContain("utm_source");
    expect((await get(app.url, "terms")).body.html).toMatch(/Paddle is our merchant of record/);
    const refunds = (await get(app.url, "refunds")).body.html;
    expect(refunds).toContain("merchant of record");
    expect(refunds).toContain("14 days");
  });

  it("answers 404 for any other page, hostile names included", async () => {
    for (const id of ["cookies", "PRIVACY", "..%2F..%2Fpackage.json", "privacy.md", "%3Cscript%3E"]) {
      const { status, body } = await get(app.url, id);
      expect(status, id).toBe(404);
      expect(body.error?.code, id).toBe("NOT_FOUND");
    }
  });

  it("serves the operator's files from LEGAL_DIR, escaped, and the default for a page it lacks", async () => {
    const dir = await tempDir({ "terms.md": page("Shop Terms", HOSTILE) });
    dirs.push(dir);
    const { url } = await app.launch({ LEGAL_DIR: dir });
    const terms = (await get(url, "terms")).body;
    expect(terms).toMatchObject({ id: "terms", title: "Shop Terms", updated: "2026-10-01", isDefault: false });
    expect(terms.html).not.toMatch(/<(script|img)/i);
    expect(terms.html).not.toMatch(/href="(javascript|data):/i);
    expect(terms.html).toContain("<h2>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</h2>");
    expect(terms.html).toContain('Read the terms or <a href="mailto:help@shop.example">mail us</a>.');
    expect(terms.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect((await get(url, "privacy")).body).toMatchObject({ title: "Privacy Policy", isDefault: true });
  });
});

describe("LEGAL_DIR at boot", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const dir = async (files: Record<string, string>) => {
    const made = await tempDir(files);
    dirs.push(made);
    return made;
  };

  it("accepts a directory with some of the pages, and leaving it unset", async () => {
    expect(loadConfig({}).LEGAL_DIR).toBeUndefined();
    const good = await dir({ "privacy.md": page("Privacy", "Text."), "notes.txt": "not markdown, ignored" });
    expect(loadConfig({ LEGAL_DIR: good }).LEGAL_DIR).toBe(good);
  });

  it("refuses a missing path, a file, and a directory without any page", async () => {
    const missing = path.join(os.tmpdir(), "listcraft-legal-does-not-exist");
    expect(problemsOf({ LEGAL_DIR: missing })).toContain(`LEGAL_DIR: ${missing} is not a directory`);
    const file = path.join(await dir({ "privacy.md": page("Privacy", "Text.") }), "privacy.md");
    expect(problemsOf({ LEGAL_DIR: file })).toContain("is not a directory");
    const empty = await dir({});
    expect(problemsOf({ LEGAL_DIR: empty })).toContain("LEGAL_DIR: holds none of privacy.md, terms.md, refunds.md");
  });

  it("names every broken file at once: a misspelt page, bad front matter, a bad date, a huge file", async () => {
    const broken = await dir({
      "refund.md": page("Refunds", "Text."),
      "privacy.md": "# Privacy\n\nNo front matter.",
      "terms.md": page("Terms", "Text.", "2026-02-30"),
    });
    await mkdir(path.join(broken, "sub.md"));
    const problems = problemsOf({ LEGAL_DIR: broken, PORT: "eighty" });
    expect(problems).toContain("PORT");
    expect(problems).toContain("LEGAL_DIR: refund.md is not a page (expected privacy.md, terms.md, refunds.md)");
    expect(problems).toContain("LEGAL_DIR: privacy.md: must start with a front matter block");
    expect(problems).toContain("LEGAL_DIR: terms.md: updated must be a date written YYYY-MM-DD");

    const odd = await dir({ "refunds.md": `---\ntitle: Refunds\nupdated: 2026-10-01\nlayout: wide\n---\n`, "terms.md": page("", "Text.") });
    expect(problemsOf({ LEGAL_DIR: odd })).toMatch(/refunds\.md: unknown front matter line "layout: wide"/);
    expect(problemsOf({ LEGAL_DIR: odd })).toContain("terms.md: title must be 1 to 120 characters");

    const huge = await dir({ "privacy.md": page("Privacy", "x".repeat(300 * 1024)) });
    expect(problemsOf({ LEGAL_DIR: huge })).toContain("LEGAL_DIR: privacy.md is larger than 256 KB");
  });
});
