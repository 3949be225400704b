import { TEXT_CONTROL } from "../control-characters";
import { saleDetailsSchema } from "../marketplaces/sale-details";
import {
  CATEGORIES,
  CATEGORY_CARDS,
  COMPATIBLE_APPS,
  FILE_FORMAT_LABELS,
  FILE_FORMATS,
  platformLabel,
  type Category,
  type FileFormat,
} from "../products/catalog";
import { allowsPlatforms, needsFileFormat } from "../products/create-product-schema";
import { deriveTitle } from "../products/derive";
import { initialWizardData, stepIssues, type WizardData, type WizardField } from "../products/wizard";
import { LIST_SEPARATOR, type ImportColumn } from "./columns";
import type { ImportProblem } from "./problems";
import type { CsvRecord } from "./read-csv";

/*
 * One CSV row read as a new product (decision 065). The rules and their words are the wizard's
 * (core/products/wizard.ts, built on the create call's schema): a row gets the messages a creator
 * typing the same answers into the wizard would see, each under its column. Only what the wizard
 * never has to read from text (a category or an app spelled out, a price) has words of its own.
 */

type CompatibleApp = (typeof COMPATIBLE_APPS)[number];

/** What a valid row creates: the create call's answers, with the screenshots by file name. */
export interface ImportRowInput {
  productName: string | null;
  description: string;
  category: Category;
  targetPlatform: CompatibleApp[];
  fileFormats: FileFormat | null;
  priceCents: number | null;
  /** File names in the ZIP, as the row wrote them. */
  screenshots: string[];
}

export interface ValidatedRow {
  row: number;
  /** What the preview and progress call the row: its product name, else its derived title. */
  label: string;
  errors: ImportProblem[];
  /** The screenshots' file names, read even when other cells are wrong, so the ZIP is checked for every row. */
  screenshots: string[];
  /** Null while the row has errors. */
  input: ImportRowInput | null;
}

/** Letters and digits only, lower case: "Wall Art", "wall-art" and "wallart" read alike. */
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

const lookup = <T extends string>(pairs: Array<[string, T]>) => new Map(pairs.map(([spelling, value]) => [squash(spelling), value]));

const CATEGORY_SPELLINGS = lookup<Category>([
  ...CATEGORIES.map((category) => [category, category] as [string, Category]),
  ...CATEGORIES.map((category) => [CATEGORY_CARDS[category].title, category] as [string, Category]),
  ["digital planner", "planner"],
  ["dashboard", "planner"],
]);
const FORMAT_SPELLINGS = lookup<FileFormat>([
  ...FILE_FORMATS.map((format) => [format, format] as [string, FileFormat]),
  ...FILE_FORMATS.map((format) => [FILE_FORMAT_LABELS[format], format] as [string, FileFormat]),
  ["jpg", "jpeg"],
  ["powerpoint", "pptx"],
  ["photoshop", "psd"],
]);
const APP_SPELLINGS = lookup<CompatibleApp>([
  ...COMPATIBLE_APPS.map((app) => [app, app] as [string, CompatibleApp]),
  ...COMPATIBLE_APPS.map((app) => [platformLabel(app), app] as [string, CompatibleApp]),
]);

const COLUMN_OF: Record<WizardField, ImportColumn | null> = {
  category: "category",
  productName: "product name",
  description: "description",
  fileFormats: "file format",
  screenshots: "screenshots",
  testimonialContent: null,
  testimonialTitle: null,
  avatar: null,
  before: null,
  after: null,
  // The wizard's own voice for a listing (decision 066) is no column of the import.
  voiceAvoid: null,
  voicePrefer: null,
};

const list = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

// An address instead of a file name: the import never fetches one (issue 33).
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|\/\/|www\.)/i;
export const isAddress = (name: string) => ADDRESS.test(name);

/** How a screenshot's name is matched with the ZIP's files: without folders, any case, composed Unicode. */
export function screenshotKey(name: string): string {
  return (name.split(/[\\/]/).pop() ?? "").normalize("NFC").toLowerCase();
}

const PRICE = /^\d{1,6}(?:\.\d{1,2})?$/;

function readPrice(cell: string, problem: (message: string) => void): number | null {
  const text = cell.trim();
  if (text === "") return null;
  if (!PRICE.test(text)) return (void problem("Price must be a number such as 12.50 (US dollars), without a currency sign or thousands separator."), null);
  const cents = Math.round(Number(text) * 100);
  const checked = saleDetailsSchema.shape.priceCents.safeParse(cents);
  if (!checked.success) return (void problem(`Price ${checked.error.issues[0]?.message ?? "is not valid"}`), null);
  return cents;
}

function readApps(cell: string, problem: (message: string) => void): CompatibleApp[] {
  const apps: CompatibleApp[] = [];
  for (const name of list(cell)) {
    const app = APP_SPELLINGS.get(squash(name));
    if (app) apps.push(app);
    else problem(`'${name.slice(0, 40)}' is not a compatible app the wizard offers: ${COMPATIBLE_APPS.map(platformLabel).join(", ")}.`);
  }
  return [...new Set(apps)];
}

function readScreenshots(cell: string, problem: (message: string) => void): string[] {
  const names = list(cell);
  const seen = new Set<string>();
  for (const name of names) {
    if (isAddress(name)) {
      problem(`'${name.slice(0, 60)}' is an address: screenshots are file names in the ZIP, and the import never downloads an image from an address.`);
    } else if (seen.has(screenshotKey(name))) problem(`${name} is named twice in this row.`);
    seen.add(screenshotKey(name));
  }
  return names;
}

export function validateImportRow(record: CsvRecord): ValidatedRow {
  const { row, cells } = record;
  const errors: ImportProblem[] = [...record.problems];
  const at = (column: ImportColumn) => (message: string) => void errors.push({ row, column, message });
  // The create call's rule for text; no cell holds a line break (read-csv.ts refuses the file).
  for (const [column, value] of Object.entries(cells) as Array<[ImportColumn, string]>) {
    if (TEXT_CONTROL.test(value)) at(column)(`${column.charAt(0).toUpperCase()}${column.slice(1)} must not contain control characters.`);
  }

  const categoryCell = cells.category.trim();
  const category = CATEGORY_SPELLINGS.get(squash(categoryCell)) ?? null;
  if (categoryCell !== "" && !category)
    at("category")(`Category must be one of ${CATEGORIES.join(", ")} (or Online Course, Digital Planner/Dashboard, Wall Art).`);
  const formatCell = cells["file format"].trim();
  const format = FORMAT_SPELLINGS.get(squash(formatCell)) ?? null;
  // Checked for every category, as the create call checks it before dropping it for a course.
  if (formatCell !== "" && !format) at("file format")(`File format must be one of ${FILE_FORMATS.join(", ")}.`);
  const apps = readApps(cells["compatible apps"], at("compatible apps"));
  const priceCents = readPrice(cells.price, at("price"));
  const screenshots = readScreenshots(cells.screenshots, at("screenshots"));

  // The wizard's steps 1-3 on the same answers; a cell already refused above is not refused twice.
  const data: WizardData = {
    ...initialWizardData(),
    productName: cells["product name"],
    description: cells.description,
    category: category ?? "",
    fileFormats: format ?? "",
    screenshots: screenshots.length,
  };
  for (const step of [1, 2, 3]) {
    for (const issue of stepIssues(step, data)) {
      const column = COLUMN_OF[issue.field];
      if (!column || errors.some((error) => error.column === column)) continue;
      errors.push({ row, column, message: issue.message });
    }
  }
  errors.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));

  const name = cells["product name"].trim();
  const label = name || (cells.description.trim() ? deriveTitle(cells.description) : `Row ${row}`);
  if (errors.length > 0 || !category) return { row, label, errors, screenshots, input: null };
  return {
    row,
    label,
    errors,
    screenshots,
    input: {
      productName: name || null,
      description: cells.description.trim(),
      category,
      // Answers the category does not ask for are dropped, as the create call drops them.
      targetPlatform: allowsPlatforms(category) ? apps : [],
      fileFormats: needsFileFormat(category) ? format : null,
      priceCents,
      screenshots,
    },
  };
}

const ORDER: Array<ImportColumn | null> = [null, "product name", "category", "description", "compatible apps", "file format", "price", "screenshots"];
const columnOrder = (column: ImportColumn | null) => ORDER.indexOf(column);
