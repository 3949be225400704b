import { FILE_FORMAT_LABELS, platformLabel } from "../../../core/products/catalog";
import type { GenerationInput } from "../listing";
import { clip } from "../text/polish";
import type { Delivery } from "../../../core/listing/types";

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
  xodo: "Xodo",
  noteshelf: "Noteshelf",
  "zoom notes": "ZoomNotes",
  procreate: "Procreate",
  canva: "Canva",
  excel: "Excel",
  "google sheets": "Google Sheets",
  "google docs": "Google Docs",
  photoshop: "Photoshop",
  illustrator: "Illustrator",
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

export function readApps(text: string, targets: readonly string[]): string[] {
  const named = [...text.matchAll(APP_PATTERN)].map((m) => APPS[(m[1] ?? "").toLowerCase()] ?? "");
  const chosen = platformNames(targets).filter((name) => !/^(?:web|mobile|desktop)$/i.test(name));
  return inOrder([...chosen, ...named].filter(Boolean)).slice(0, 6);
}

export function readFormats(text: string, chosen: string | null): string[] {
  const picked = fileFormats(chosen).map((format) => shortFormatLabel(format));
  const named = [...text.matchAll(FORMAT_PATTERN)].map((m) => FORMATS[(m[1] ?? "").toLowerCase()] ?? "");
  const all = inOrder([...picked, ...named].filter(Boolean));
  // JPG and JPEG are one format; keep the seller's first spelling.
  return all.filter((format, i) => !(format === "JPG" || format === "JPEG") || all.findIndex((other) => other === "JPG" || other === "JPEG") === i).slice(0, 6);
}

const IMPORT_APPS = new Set(["GoodNotes", "Notability", "OneNote", "Xodo", "Noteshelf", "ZoomNotes", "Kindle Scribe", "reMarkable", "Boox"]);
const EDIT_APPS = new Set(["Canva", "Photoshop", "PSD", "Illustrator", "Figma", "Keynote", "PowerPoint", "Microsoft Word", "Google Docs"]);
const PRINT_FORMATS = new Set(["PDF", "PNG", "JPG", "JPEG", "TIFF"]);

/**
 * How the buyer gets it into use, which decides what the copy may claim: a Notion template is
 * duplicated, a Canva or PSD file is edited then printed, a GoodNotes planner imported, a PDF printed.
 */
export function deliveryOf(category: GenerationInput["category"], apps: readonly string[], formats: readonly string[], text: string): Delivery {
  if (category === "course") return "watch";
  // "Not printable" rules printing out rather than in.
  const prints = /\bprint(?:able|ed|ing|s)?\b/i.test(text.replace(/\b(?:not|no|non)[ -]print\w*/gi, ""));
  if (apps.includes("Notion") && !/\bprintable\b/i.test(text)) return "duplicate";
  if (apps.some((app) => IMPORT_APPS.has(app)) || /\bhyperlinked\b|\bdigital planner\b/i.test(text)) return "import";
  if ([...apps, ...formats].some((name) => EDIT_APPS.has(name)) || /\beditable\b/i.test(text))
    return prints || category === "wallart" ? "edit-then-print" : "download";
  // A spreadsheet is filled in on screen; it is only printed when the seller says so.
  if (apps.some((app) => app === "Excel" || app === "Google Sheets") && !prints) return "download";
  if (formats.some((format) => PRINT_FORMATS.has(format)) || prints || category === "wallart") return "print";
  return "download";
}

/** Whether the buyer gets something to print, whatever else the product is. */
export const printableOf = (formats: readonly string[], text: string) =>
  /\bprint(?:able|ed|ing|s)?\b/i.test(text) || formats.some((format) => PRINT_FORMATS.has(format) && format !== "PDF");
