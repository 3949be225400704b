import { describe, expect, it } from "vitest";
import type { EditableListing } from "../editable";
import { toJson, toMarkdown, toPlainText } from "./documents";
import { etsyPlainText, etsyPreset } from "./etsy";
import { slugify, type ExportProduct } from "./export-product";
import { gumroadPreset } from "./gumroad";
import { buildPreset, presetText } from "./presets";
import { shopifyBody, shopifyCsv, SHOPIFY_COLUMNS } from "./shopify";
import { udemyPreset } from "./udemy";
import { parseCsv } from "../../../../tests/support/csv";
import { inertCell } from "./csv";

const listing = (overrides: Partial<EditableListing> = {}): EditableListing => ({
  title: "Weekly Habit Planner for Notion",
  shortDescription: "Plan your week and keep your habits on track.",
  longDescription: 'A weekly planner for Notion.\n\nHabit pages & goal pages, "ready" to duplicate.',
  features: ["Weekly planning pages", "Habit tracker with streaks"],
  benefits: ["Stay consistent"],
  usp: [],
  useCases: ["A student planning revision"],
  keywords: ["notion planner", "habit tracker"],
  cta: "Start planning today.",
  whyChooseUs: "",
  course: null,
  altTexts: ["Cover of the planner", "Habit tracker page"],
  ...overrides,
});

const product = (overrides: Partial<EditableListing> = {}, more: Partial<ExportProduct> = {}): ExportProduct => ({
  listing: listing(overrides),
  category: "planner",
  version: 3,
  images: ["https://app.example/media/a.png", "https://app.example/media/b.png"],
  facts: null,
  ...more,
});

const course = {
  subtitle: "Budgets in six weeks",
  courseDescription: "A six-week course on budgets.",
  whatYouWillLearn: ["Build a budget", "Track spending", "Save monthly", "Plan for goals"],
  requirements: ["A spreadsheet app"],
  whoThisCourseIsFor: ["Students"],
  courseFeatures: [],
  curriculumHighlights: [],
  curriculumDetails: [{ title: "Intro", details: "Why budgets work" }],
};

describe("documents", () => {
  it("writes plain text with every section, lists as bullets, blank lines between", () => {
    const text = toPlainText(product({ whyChooseUs: "Made by planners" }));
    expect(text.startsWith("Weekly Habit Planner for Notion\n\nSummary\nPlan your week")).toBe(true);
    expect(text).toContain("Features\n• Weekly planning pages\n• Habit tracker with streaks\n\nBenefits");
    expect(text).toContain("Why choose us\nMade by planners");
    expect(text).toContain("Keywords\nnotion planner, habit tracker");
    expect(text).not.toContain("Selling points");
  });

  it("escapes Markdown in the creator's text and lists the images with their alt text", () => {
    const md = toMarkdown(product({ features: ["*Bold* claims_here", "# not a heading"] }));
    expect(md).toContain("# Weekly Habit Planner for Notion\n\n## Summary");
    expect(md).toContain("- \\*Bold\\* claims\\_here\n- \\# not a heading");
    expect(md).toContain("![Cover of the planner](<https://app.example/media/a.png>)");
  });

  it("writes JSON with the editable listing, its category and version", () => {
    const data = JSON.parse(toJson(product()));
    expect(data).toMatchObject({ format: "listcraft-listing", category: "planner", version: 3, listing: listing() });
    expect(data.images[1]).toEqual({ url: "https://app.example/media/b.png", altText: "Habit tracker page" });
  });

  it("includes a course's fields in the text export", () => {
    const text = toPlainText(product({ course }, { category: "course" }));
    expect(text).toContain("Subtitle\nBudgets in six weeks");
    expect(text).toContain("What you will learn\n• Build a budget");
    expect(text).toContain("Curriculum\n• Module 1: Intro – Why budgets work");
    expect(text).not.toContain("Course information");
    const informed = toPlainText(product({ course: { ...course, duration: "6 weeks", instructor: "Maria Lopez" } }, { category: "course" }));
    expect(informed).toContain("Course information\n• Duration: 6 weeks\n• Instructor: Maria Lopez");
    expect(gumroadPreset(product({ course: { ...course, level: "Beginner" } }, { category: "course" })).fields[2]?.value).toContain(
      "Course information\n• Level: Beginner",
    );
  });

  it("slugs titles for file names and handles", () => {
    expect(slugify("Café Planner: 2026 & Beyond!")).toBe("cafe-planner-2026-beyond");
    expect(slugify("★★★")).toBe("listing");
  });
});

describe("Etsy preset", () => {
  it("lays out the title, a plain-text description, 13 tags and alt text per photo, each with its limit", () => {
    const preset = etsyPreset(product());
    expect(preset.fields.map((f) => f.key)).toEqual(["title", "description", "tags", "photos", "altText1", "altText2"]);
    const description = preset.fields[1]?.value ?? "";
    expect(description).toContain("Features\n• Weekly planning pages");
    expect(description).toContain("Habit pages & goal pages");
    expect(description).not.toMatch(/<|\*\*|^#/m);
    expect(preset.fields[2]).toMatchObject({ value: "notion planner, habit tracker", limit: 13, count: 2, meets: true });
    expect(preset.fields[4]).toMatchObject({ value: "Cover of the planner", limit: 250, meets: true });
    expect(preset.meetsAll).toBe(true);
  });

  it("marks a title over 140 characters without shortening it", () => {
    const title = `${"Planner ".repeat(20)}end`;
    const field = etsyPreset(product({ title })).fields[0];
    expect(field).toMatchObject({ value: title, count: title.length, limit: 140, meets: false });
    expect(field?.rule).toMatch(/Etsy allows 140 characters: 23 characters over/);
  });

  it("shows the first 13 of more tags and says so; a long tag is marked, not cut", () => {
    const keywords = Array.from({ length: 15 }, (_, i) => `tag ${i + 1}`);
    const tags = etsyPreset(product({ keywords })).fields[2];
    expect(tags?.value.split(", ")).toHaveLength(13);
    expect(tags).toMatchObject({ count: 15, limit: 13, meets: false });
    expect(tags?.rule).toContain("15 written, the first 13 are shown");
    const long = etsyPreset(product({ keywords: ["a tag that is far too long"] })).fields[2];
    expect(long).toMatchObject({ value: "a tag that is far too long", meets: false });
  });

  it("marks alt text over 250 characters and more than 10 photos", () => {
    const images = Array.from({ length: 11 }, (_, i) => `https://app.example/media/${i}.png`);
    const preset = etsyPreset(product({ altTexts: ["x".repeat(251)] }, { images }));
    expect(preset.fields.find((f) => f.key === "altText1")).toMatchObject({ count: 251, meets: false });
    expect(preset.fields.find((f) => f.key === "photos")).toMatchObject({ count: 11, limit: 10, meets: false });
    expect(preset.meetsAll).toBe(false);
  });

  it("turns Markdown list marks and emphasis into Etsy plain text", () => {
    expect(etsyPlainText("**Bold** start\n- one\n* two\n## Heading")).toBe("Bold start\n• one\n• two\nHeading");
  });
});

describe("Gumroad and Udemy presets", () => {
  it("gives Gumroad a name, a summary and a description", () => {
    const preset = gumroadPreset(product());
    expect(preset.fields.map((f) => [f.key, f.limit])).toEqual([
      ["name", 255],
      ["summary", null],
      ["description", null],
    ]);
    expect(preset.fields[2]?.value).toContain("Benefits\n• Stay consistent");
  });

  it("applies to courses only, with Udemy's title, subtitle and list minimums", () => {
    expect(udemyPreset(product())).toBeNull();
    expect(buildPreset("udemy", product())).toBeNull();
    const preset = udemyPreset(product({ course, title: "A".repeat(61) }, { category: "course" }));
    expect(preset?.fields.map((f) => f.key)).toEqual(["title", "subtitle", "description", "objectives", "requirements", "learners", "curriculum"]);
    expect(preset?.fields[0]).toMatchObject({ limit: 60, count: 61, meets: false });
    expect(preset?.fields[3]).toMatchObject({ value: course.whatYouWillLearn.join("\n"), limit: 4, atLeast: true, count: 4, meets: true });
    expect(preset?.fields[0]).not.toHaveProperty("atLeast");
    const few = udemyPreset(product({ course: { ...course, whatYouWillLearn: ["One"], subtitle: "See www.example.com" } }, { category: "course" }));
    expect(few?.fields[1]).toMatchObject({ meets: false });
    expect(few?.fields[3]).toMatchObject({ count: 1, meets: false });
    const stated = udemyPreset(product({ course: { ...course, language: "Spanish", level: "Beginner", instructor: "Maria Lopez" } }, { category: "course" }));
    expect(stated?.fields.slice(-2).map((f) => [f.key, f.value])).toEqual([
      ["language", "Spanish"],
      ["level", "Beginner"],
    ]);
  });

  it("writes a preset as a text file, field by field", () => {
    expect(presetText(gumroadPreset(product()))).toMatch(/^Name\nWeekly Habit Planner for Notion\n\nSummary\n/);
  });
});

describe("Shopify CSV", () => {
  it("writes Shopify's header row and one row per image, quoting per RFC 4180", () => {
    const rows = parseCsv(shopifyCsv([product()]));
    expect(rows[0]).toEqual([...SHOPIFY_COLUMNS]);
    expect(rows).toHaveLength(3);
    const record = (row: string[]) => Object.fromEntries(SHOPIFY_COLUMNS.map((c, i) => [c, row[i]]));
    const first = record(rows[1] ?? []);
    expect(first).toMatchObject({
      Handle: "weekly-habit-planner-for-notion",
      Title: "Weekly Habit Planner for Notion",
      Tags: "notion planner, habit tracker",
      "Variant Requires Shipping": "FALSE",
      "Image Src": "https://app.example/media/a.png",
      "Image Position": "1",
      "Image Alt Text": "Cover of the planner",
      Status: "draft",
    });
    expect(record(rows[2] ?? [])).toMatchObject({
      Handle: "weekly-habit-planner-for-notion",
      Title: "",
      "Image Position": "2",
      "Image Alt Text": "Habit tracker page",
    });
  });

  it("escapes the text in Body (HTML)", () => {
    const body = shopifyBody(product({ longDescription: 'Tabs & "links" <b>' }));
    expect(body).toContain("<p>Tabs &amp; &quot;links&quot; &lt;b&gt;</p>");
    expect(body).toContain("<h3>Features</h3><ul><li>Weekly planning pages</li>");
  });

  it("starts no cell with a character a spreadsheet reads as a formula, and leaves other text as it is", () => {
    for (const lead of ["=", "+", "-", "@", "\t", "\r"]) expect(inertCell(`${lead}SUM(A1:A2)`), JSON.stringify(lead)).toBe(`'${lead}SUM(A1:A2)`);
    for (const text of ["Weekly planner", "a=b", "'quoted'", " =1", ""]) expect(inertCell(text)).toBe(text);
  });

  it("gives each product of a selection its own handle", () => {
    const rows = parseCsv(shopifyCsv([product(), product({}, { images: [] })]));
    expect(rows.slice(1).map((r) => r[0])).toEqual(["weekly-habit-planner-for-notion", "weekly-habit-planner-for-notion", "weekly-habit-planner-for-notion-2"]);
  });
});
