import { describe, expect, it } from "vitest";
import { IMPORT_COLUMNS, type ImportColumn } from "./columns";
import type { CsvRecord } from "./read-csv";
import { screenshotKey, validateImportRow } from "./validate-row";

const GOOD: Record<ImportColumn, string> = {
  "product name": "Habit Planner",
  category: "planner",
  description: "  A weekly planner with habit trackers and goal pages.  ",
  "compatible apps": "Notion; goodnotes;notion",
  "file format": "PDF",
  price: "12.50",
  screenshots: "a.png; b.PNG",
};

const record = (cells: Partial<Record<ImportColumn, string>> = {}, row = 2): CsvRecord => ({
  row,
  cells: { ...GOOD, ...cells },
  problems: [],
});

const errorsOf = (cells: Partial<Record<ImportColumn, string>>) => validateImportRow(record(cells)).errors.map((e) => [e.column, e.message]);

describe("validateImportRow", () => {
  it("reads a good row into the create call's answers, spellings and labels accepted", () => {
    expect(validateImportRow(record())).toEqual({
      row: 2,
      label: "Habit Planner",
      errors: [],
      screenshots: ["a.png", "b.PNG"],
      input: {
        productName: "Habit Planner",
        description: "A weekly planner with habit trackers and goal pages.",
        category: "planner",
        targetPlatform: ["notion", "goodnotes"],
        fileFormats: "pdf",
        priceCents: 1250,
        screenshots: ["a.png", "b.PNG"],
      },
    });
    const art = validateImportRow(record({ category: "Wall Art", "file format": "jpg", "compatible apps": "notion", price: "", "product name": "" }));
    expect(art.input).toMatchObject({ category: "wallart", fileFormats: "jpeg", targetPlatform: [], priceCents: null, productName: null });
    expect(art.label).toBe("A weekly planner with habit trackers and goal page");
    expect(validateImportRow(record({ category: "Online Course", "file format": "" })).input).toMatchObject({ category: "course", fileFormats: null });
  });

  it("gives the wizard's messages under their columns", () => {
    expect(errorsOf({ category: "", description: "   ", screenshots: "" })).toEqual([
      ["category", "Category is required"],
      ["description", "Product description is required"],
      ["screenshots", "At least one screenshot is required"],
    ]);
    expect(errorsOf({ "file format": "" })).toEqual([["file format", "File format is required"]]);
    expect(errorsOf({ screenshots: "1.png;2.png;3.png;4.png;5.png;6.png" })).toEqual([["screenshots", "You can upload a maximum of 5 files."]]);
    expect(errorsOf({ description: "x".repeat(5001) })).toEqual([["description", "Product description must be at most 5000 characters"]]);
    expect(errorsOf({ "product name": "<b>Bold</b>" })).toEqual([["product name", "Product name must be plain text, without HTML such as <b> or &amp;"]]);
    expect(errorsOf({ "product name": "n".repeat(81) })).toEqual([["product name", "Product name must be at most 80 characters"]]);
  });

  it("names what it cannot read: a category, an app, a file format, a price", () => {
    expect(errorsOf({ category: "poster" })).toEqual([["category", expect.stringMatching(/^Category must be one of course, planner, wallart/)]]);
    expect(errorsOf({ "compatible apps": "notion;myspace" })).toEqual([["compatible apps", expect.stringMatching(/^'myspace' is not a compatible app/)]]);
    expect(errorsOf({ "file format": "docx" })).toEqual([["file format", "File format must be one of pdf, png, jpeg, keynote, pptx, psd, figma, canva."]]);
    for (const price of ["$12", "12,50", "1.234", "-1", "abc"]) expect(errorsOf({ price })[0]?.[1], price).toMatch(/^Price must be a number such as 12.50/);
    expect(errorsOf({ price: "0.10" })).toEqual([["price", "Price must be at least 0.20 (Etsy's lowest price)"]]);
    expect(errorsOf({ price: "50000.01" })).toEqual([["price", "Price must be at most 50000"]]);
  });

  it("refuses an address or a repeated name among the screenshots, and control characters anywhere", () => {
    for (const address of [
      "https://example.com/a.png",
      "HTTP://x/a.png",
      "//cdn.example.com/a.png",
      "www.example.com/a.png",
      "data:image/png;base64,AAAA",
      "file:///etc/passwd",
    ]) {
      expect(errorsOf({ screenshots: `ok.png;${address}` }), address).toEqual([
        ["screenshots", expect.stringMatching(/is an address: .* never downloads an image/)],
      ]);
    }
    expect(errorsOf({ screenshots: "a.png;shots/A.png" })).toEqual([["screenshots", "shots/A.png is named twice in this row."]]);
    for (const description of ["Bell\u0007 pages", "Bell\u007f pages", "Bell\u0085 pages", "Bell\u009b pages"]) {
      expect(errorsOf({ description }), JSON.stringify(description)).toEqual([["description", "Description must not contain control characters."]]);
    }
    expect(errorsOf({ description: "Habit\tpages, café ☕" })).toEqual([]);
  });

  it("keeps the row's shape problems first and makes no input from a row with any error", () => {
    const shaped: CsvRecord = { ...record(), problems: [{ row: 2, column: null, message: "Row 2 has 8 cells where the header has 7" }] };
    const result = validateImportRow(shaped);
    expect(result.errors.map((e) => e.column)).toEqual([null]);
    expect(result.input).toBeNull();
    expect(result.screenshots).toEqual(["a.png", "b.PNG"]);
  });

  it("orders errors as the columns", () => {
    const columns = validateImportRow(record({ screenshots: "", price: "x", category: "", "product name": "a\u0001" })).errors.map((e) => e.column);
    expect(columns).toEqual([...columns].sort((a, b) => IMPORT_COLUMNS.indexOf(a as ImportColumn) - IMPORT_COLUMNS.indexOf(b as ImportColumn)));
    expect(new Set(columns)).toEqual(new Set(["product name", "category", "price", "screenshots"]));
  });
});

describe("screenshotKey", () => {
  it("matches names without folders, in any case, in composed Unicode", () => {
    expect(screenshotKey("shots/Cafe\u0301.PNG")).toBe(screenshotKey("café.png"));
    expect(screenshotKey("..\\..\\a.png")).toBe("a.png");
  });
});
