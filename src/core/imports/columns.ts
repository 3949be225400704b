/*
 * The import's CSV (issue 33, decision 065): its columns, its limits and the template the app
 * offers for download. The server reads files with these; the import page lists them.
 */

/** The columns every import CSV has, in the template's order; a header names each once, any case. */
export const IMPORT_COLUMNS = ["product name", "category", "description", "compatible apps", "file format", "price", "screenshots"] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** What a cell may hold, shown beside the upload form (the same words as the template's examples). */
export const IMPORT_COLUMN_HELP: Record<ImportColumn, string> = {
  "product name": "Optional: what buyers would search for, up to 80 characters.",
  category: "course, planner or wallart (Online Course, Digital Planner/Dashboard or Wall Art also work).",
  description: "Required: the product in your own words, up to 5,000 characters, on one line.",
  "compatible apps": "Planners only, optional: apps separated by ';', e.g. notion;goodnotes.",
  "file format": "Required for planners and wall art: pdf, png, jpeg, keynote, pptx, psd, figma or canva.",
  price: "Optional: in US dollars, e.g. 12.50 (the currency can be changed on the product page).",
  screenshots: "1 to 5 image file names from the ZIP, separated by ';'. Addresses (https://…) are never fetched.",
};

/** Between the names of the screenshots and of the compatible apps in one cell. */
export const LIST_SEPARATOR = ";";

const MB = 1024 * 1024;

export const IMPORT_LIMITS = {
  /** Products (data rows) in one CSV. */
  rows: 200,
  /** The CSV and the ZIP together. */
  bytes: 200 * MB,
  /** The CSV alone: 200 rows of the longest texts, in multi-byte characters, fit in less. */
  csvBytes: 5 * MB,
  /** Files in the ZIP (folders not counted): five screenshots per row, with room for extras. */
  zipEntries: 2_000,
  /** What the ZIP's files may unpack to in all: images barely compress, so more means a zip bomb. */
  unpackedBytes: 400 * MB,
} as const;

const quote = (cell: string) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

const TEMPLATE_ROWS = [
  [
    "Weekly Habit Planner",
    "planner",
    "An undated weekly planner with habit trackers, goal pages and a monthly review spread for busy students.",
    "notion;goodnotes",
    "pdf",
    "12.50",
    "habit-planner-1.png;habit-planner-2.png",
  ],
  [
    "Botanical Line Art Set",
    "wallart",
    "Three minimalist botanical line drawings to print at home in A4 and 8x10 sizes.",
    "",
    "png",
    "8.00",
    "botanical-set.jpg",
  ],
  [
    "",
    "course",
    "A six-week online course that teaches beginners to design social media posts in Canva, taught by Jane Doe.",
    "",
    "",
    "49.00",
    "canva-course.png",
  ],
];

/** The template: the header in the columns' order and three example rows, CRLF line ends, no BOM. */
export function importTemplateCsv(): string {
  const header = IMPORT_COLUMNS.map((column) => column.charAt(0).toUpperCase() + column.slice(1));
  return [header, ...TEMPLATE_ROWS].map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n";
}

export const IMPORT_TEMPLATE_NAME = "listcraft-import-template.csv";
