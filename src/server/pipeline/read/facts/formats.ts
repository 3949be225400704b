import { FILE_FORMAT_LABELS, platformLabel } from "../../../../core/products/catalog";
import type { GenerationInput } from "../../listing";
import { clip } from "../../text/polish";
import type { Delivery } from "../../../../core/listing/types";

export interface FileFormat {
  /** Lower-case name, as used in keywords ("pdf", "canva"). */
  key: string;
  label: string;
  /** Something a buyer prints (PDF, PNG, JPEG) rather than edits in an app. */
  printable: boolean;
}

const PRINTABLE = new Set(["pdf", "png", "jpeg", "jpg"]);

/** Display names of the chosen apps; "custom-other" says nothing a buyer can use. */
function platformNames(targets: readonly string[]): string[] {
  const names = targets
    .map((target) => target.trim())
    .filter((target) => target !== "" && target.toLowerCase() !== "custom-other" && /\p{L}/u.test(target))
    .map((target) => clip(platformLabel(target.replace(/[^\p{L}\d\s/+.-]/gu, " ")), 30));
  return [...new Set(names)].slice(0, 6);
}

export function fileFormats(value: string | null): FileFormat[] {
  const formats = (value ?? "")
    .split(/[,;/|]+|\s+and\s+/)
    .map((part) => part.trim().toLowerCase().replace(/^\./, ""))
    .filter((part) => /^[\p{L}\d .()+-]{2,24}$/u.test(part))
    .map((key) => {
      const label = Object.hasOwn(FILE_FORMAT_LABELS, key) ? FILE_FORMAT_LABELS[key as keyof typeof FILE_FORMAT_LABELS] : key.toUpperCase();
      return { key: key === "jpg" ? "jpeg" : key, label, printable: PRINTABLE.has(key) };
    });
  return formats.filter((format, i) => formats.findIndex((other) => other.key === format.key) === i).slice(0, 4);
}

/** Short format name for running text: "PowerPoint (PPTX)" reads as "PowerPoint". */
const shortFormatLabel = (format: FileFormat) => format.label.replace(/\s*\(.*\)$/, "");

/** Apps a buyer opens the product in, with the brand's casing; matched as whole words. */
const APPS: Record<string, string> = {
  notion: "Notion",
  goodnotes: "GoodNotes",
  "good notes": "GoodNotes",
  notability: "Notability",
  onenote: "OneNote",
  evernote: "Evernote",
  obsidian: "Obsidian",
  airtable: "Airtable",
  xodo: "Xodo",
  noteshelf: "Noteshelf",
  "zoom notes": "ZoomNotes",
  "apple notes": "Apple Notes",
  procreate: "Procreate",
  canva: "Canva",
  excel: "Excel",
  "google sheets": "Google Sheets",
  "apple numbers": "Numbers",
  "google docs": "Google Docs",
  photoshop: "Photoshop",
  illustrator: "Illustrator",
  figjam: "FigJam",
  figma: "Figma",
  keynote: "Keynote",
  powerpoint: "PowerPoint",
  lightroom: "Lightroom",
  "kindle scribe": "Kindle Scribe",
  remarkable: "reMarkable",
  boox: "Boox",
  ipad: "iPad",
  "apple pencil": "Apple Pencil",
  "microsoft word": "Microsoft Word",
  quickbooks: "QuickBooks",
  xero: "Xero",
};
const FORMATS: Record<string, string> = {
  pdf: "PDF",
  png: "PNG",
  jpg: "JPG",
  jpeg: "JPEG",
  svg: "SVG",
  psd: "PSD",
  eps: "EPS",
  docx: "DOCX",
  xlsx: "XLSX",
  pptx: "PPTX",
  mp4: "MP4",
  zip: "ZIP",
  csv: "CSV",
  tiff: "TIFF",
  mp3: "MP3",
};
const APP_PATTERN = new RegExp(`\\b(${Object.keys(APPS).join("|")})\\b`, "gi");
const FORMAT_PATTERN = new RegExp(`\\b(${Object.keys(FORMATS).join("|")})\\b`, "gi");

const inOrder = (values: string[]) => [...new Set(values)];

// "No more sticky notes in Notion" still puts it in Notion: "no more" says what the product replaces.
const NEGATOR = /\b(?:not|no|never|without|cannot)\b(?! more\b)|n't\b/i;
/**
 * Whether the seller rules the app out where they name it: "Not editable in Canva", "the file can't
 * be opened in Canva", "PowerPoint is not supported". A plan after the app ("Canva Pro NOT
 * required") negates the plan, not the app.
 */
function ruledOut(text: string, start: number, end: number): boolean {
  const clause =
    text
      .slice(0, start)
      .split(/[.!?;:\n—–]|\s-\s/)
      .pop() ?? "";
  const before = clause.trim().split(/\s+/).slice(-4).join(" ");
  const after = text.slice(end, end + 60).split(/[.!?;:,\n—–]/)[0] ?? "";
  if (/^\s+(?:pro|premium|plus)\b/i.test(after)) return NEGATOR.test(before) && !/\b(?:pro|premium)\b/i.test(before);
  return (
    NEGATOR.test(before) || /^\s+(?:(?:is|are|will be)\s+not|isn't|aren't|won't be)\b[^]*\b(?:supported|compatible|needed|required|included)\b/i.test(after)
  );
}

function namedApps(text: string): Array<{ app: string; ruledOut: boolean }> {
  return [...text.matchAll(APP_PATTERN)].map((m) => ({
    app: APPS[(m[1] ?? "").toLowerCase()] ?? "",
    ruledOut: ruledOut(text, m.index ?? 0, (m.index ?? 0) + (m[0] ?? "").length),
  }));
}

/** Apps the seller names only to rule them out: the product is never sold as made for them. */
export function ruledOutApps(text: string): string[] {
  const named = namedApps(text);
  return inOrder(named.filter((m) => m.ruledOut && !named.some((other) => other.app === m.app && !other.ruledOut)).map((m) => m.app));
}

export function readApps(text: string, targets: readonly string[]): string[] {
  const excluded = new Set(ruledOutApps(text));
  const named = namedApps(text)
    .filter((m) => !m.ruledOut)
    .map((m) => m.app);
  const chosen = platformNames(targets).filter((name) => !/^(?:web|mobile|desktop)$/i.test(name));
  return inOrder([...chosen, ...named].filter((app) => app && !excluded.has(app))).slice(0, 6);
}

const GUIDE = "guide|cheat[ -]?sheet|instructions|manual|tips|tutorial";

/** "a PDF guide with screenshots", "printing tips PDF": the format of a guide that comes with the product, not of the product. */
function guideFormat(text: string, start: number, length: number): boolean {
  const after = text.slice(start + length, start + length + 20);
  const before = text.slice(Math.max(0, start - 20), start);
  return new RegExp(`^\\s+(?:${GUIDE})\\b`, "i").test(after) || new RegExp(`\\b(?:${GUIDE})\\s+$`, "i").test(before);
}

export function readFormats(text: string, chosen: string | null): string[] {
  const picked = fileFormats(chosen).map((format) => shortFormatLabel(format));
  const named = [...text.matchAll(FORMAT_PATTERN)]
    .filter((m) => !guideFormat(text, m.index ?? 0, m[0].length))
    .map((m) => FORMATS[(m[1] ?? "").toLowerCase()] ?? "");
  const all = inOrder([...picked, ...named].filter(Boolean));
  // JPG and JPEG are one format; keep the seller's first spelling.
  return all.filter((format, i) => !(format === "JPG" || format === "JPEG") || all.findIndex((other) => other === "JPG" || other === "JPEG") === i).slice(0, 6);
}

/** Apps the product lives in on screen: a copy is made or opened there, and nothing is printed unless the seller says so. */
export const WORKSPACE_APPS = new Set(["Notion", "Airtable", "Obsidian", "Google Sheets", "Excel", "Numbers", "Evernote", "FigJam"]);
const IMPORT_APPS = new Set(["GoodNotes", "Notability", "OneNote", "Xodo", "Noteshelf", "ZoomNotes", "Kindle Scribe", "reMarkable", "Boox", "Apple Notes"]);
export const EDIT_APPS = new Set(["Canva", "Photoshop", "PSD", "Illustrator", "Figma", "Keynote", "PowerPoint", "Microsoft Word", "Google Docs"]);

// Printing the seller rules out, or that is not the buyer's: "Not a printable product", "no print
// will be posted", "you will NOT receive a physical print", "large print", "a printed effect".
const NOT_PRINTING = [
  /\b(?:not|no|non|never|nothing|without)\b(?:[\s-]+(?:a|an|the|to|be|is|are|for|physical|longer|need|needed|any))*[\s-]+print\w*/gi,
  /n't(?:\s+\w+){0,2}\s+print\w*/gi,
  /\bphysical\s+print\w*|\bprinted\s+(?:version|copy|copies|product|poster|item|effect)s?\b|\b(?:large|fine|screen)[ -]print\b/gi,
];

/** Whether the seller says the buyer prints it: "printable", "print at home", "you print it yourself". */
export function saysPrintable(text: string): boolean {
  const rest = NOT_PRINTING.reduce((left, pattern) => left.replace(pattern, " "), text);
  return /\bprint(?:able|ed|ing|s)?\b|\bready[ -]to[ -]print\b/i.test(rest);
}

/**
 * How the buyer gets it into use, which decides what the copy may claim: a Notion template is
 * duplicated and a spreadsheet copied, never printed; a GoodNotes planner is imported; a Canva or
 * PSD file is edited; wall art is printed, and other products only when the seller says printable.
 */
export function deliveryOf(category: GenerationInput["category"], apps: readonly string[], formats: readonly string[], text: string): Delivery {
  if (category === "course") return "watch";
  const prints = saysPrintable(text);
  // A workspace product with a printable PDF besides ("Also comes as a printable PDF") is downloaded, then used either way.
  if (apps.some((app) => WORKSPACE_APPS.has(app))) return prints ? "download" : "duplicate";
  // The file the seller sends decides first: a Keynote kit that exports GoodNotes planners is edited in Keynote.
  const edits = [...apps, ...formats].some((name) => EDIT_APPS.has(name)) || /\beditable\b/i.test(text);
  if (!formats.some((format) => EDIT_APPS.has(format)) && (apps.some((app) => IMPORT_APPS.has(app)) || /\bhyperlinked\b|\bdigital planner\b/i.test(text)))
    return "import";
  if (edits) return prints || category === "wallart" ? "edit-then-print" : "download";
  return prints || category === "wallart" ? "print" : "download";
}

/** Whether the buyer gets something to print, whatever else the product is: only when the seller says so. */
export const printableOf = (_formats: readonly string[], text: string) => saysPrintable(text);

/** What a Canva template needs: Canva Pro only when the seller says so; otherwise a free account. */
export function canvaPlanOf(text: string): "pro" | "free" {
  const pro = /\bCanva Pro\b|\bPro (?:account|subscription|plan)\b/i.exec(text);
  if (!pro) return "free";
  const around = text.slice(Math.max(0, pro.index - 30), pro.index + pro[0].length + 30);
  return /\b(?:not|no|without|never)\b|n't\b|\bfree\b/i.test(around) ? "free" : "pro";
}
