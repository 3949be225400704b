import { FILE_FORMAT_LABELS, platformLabel } from "../../../core/products/catalog";
import type { GenerationInput } from "../listing";
import { cleanInput } from "./clean-input";
import { clip } from "./polish";

export interface FileFormat {
  /** Lower-case name, as used in keywords ("pdf", "canva"). */
  key: string;
  label: string;
  /** Something a buyer prints (PDF, PNG, JPEG) rather than edits in an app. */
  printable: boolean;
}

export interface Testimonial {
  quote: string;
  name: string;
}

const PRINTABLE = new Set(["pdf", "png", "jpeg", "jpg"]);
const QUOTE_MAX = 240;

/** Display names of the chosen apps; "custom-other" says nothing a buyer can use. */
export function platformNames(targets: readonly string[]): string[] {
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
export const shortFormatLabel = (format: FileFormat) => format.label.replace(/\s*\(.*\)$/, "");

export function testimonialOf(input: GenerationInput["testimonial"]): Testimonial | null {
  if (!input) return null;
  const quote = cleanInput(input.content).text.replace(/^["“']+|["”']+$/g, "").trim();
  const name = cleanInput(input.title).text.replace(/(?<!\b\p{Lu})[.!?]+$/u, "").trim();
  if (quote.split(/\s+/).length < 3) return null;
  const short = quote.length <= QUOTE_MAX ? quote : (quote.slice(0, QUOTE_MAX).match(/^.*[.!?](?=\s|$)/)?.[0] ?? `${clip(quote, QUOTE_MAX)}…`);
  return { quote: short, name: clip(name, 60) };
}
