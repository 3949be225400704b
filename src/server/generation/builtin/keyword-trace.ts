import { FILE_FORMAT_LABELS, platformLabel } from "../../../core/products/catalog";
import type { GeneratedListing, GenerationInput } from "../listing";
import { categoryVocabulary } from "./templates";

/** Lower-case words of a text with tags removed, for tracing keywords back to it. */
export const textWords = (text: string) =>
  text
    .replace(/<[^>]*>/g, " ")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const singular = (word: string) => (/[^s]s$/.test(word) ? word.slice(0, -1) : word);

function appearsIn(keyword: string, source: readonly string[]): boolean {
  const wanted = textWords(keyword).map(singular);
  return wanted.length > 0 && source.some((_, i) => wanted.every((word, k) => singular(source[i + k] ?? "") === word));
}

/** Names the buyer knows the product by: the chosen apps and file formats. */
export function productNames(input: GenerationInput): string[] {
  const platforms = input.targetPlatform.filter((target) => target !== "custom-other").flatMap((target) => [target, platformLabel(target)]);
  const formats = (input.fileFormats ?? "").split(/[,;/|]+/).map((format) => format.trim().toLowerCase()).filter(Boolean);
  const labels = formats.flatMap((format) => {
    const label: string | undefined = FILE_FORMAT_LABELS[format as keyof typeof FILE_FORMAT_LABELS];
    return label ? [label, label.replace(/\s*\(.*\)$/, "")] : [];
  });
  return [...platforms, ...formats, ...labels].map((name) => name.toLowerCase());
}

export function keywordProblems(listing: GeneratedListing, input: GenerationInput): string[] {
  const source = textWords(input.description);
  const vocabulary = new Set([...categoryVocabulary(input.category), ...productNames(input)]);
  return listing.keywords
    .filter((keyword) => !vocabulary.has(keyword) && !appearsIn(keyword, source))
    .map((keyword) => `keyword "${keyword}" is not in the description, the category vocabulary or the chosen apps/formats`);
}

