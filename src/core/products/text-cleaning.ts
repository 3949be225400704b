import { parsePgArray } from "./pg-array";

// Only one unbroken paragraph this long is worth cutting into sentences; shorter ones are one item.
const LONG_PARAGRAPH = 120;
const MIN_SENTENCES = 2;
const MAX_SENTENCES = 8;

const LIST_TAG = /<\/?(?:ul|ol|li)\b[^>]*>|<br\s*\/?>/gi;
// Symbol bullets may touch the text; "-", "*" and numbers need a space so "-5%" or "1.5x" survive.
const MARKER = /^(?:[•·▪✓✔]\uFE0F?\s*|[-*](?:\s+|$)|\(\d+\)\s*|\d+[.)](?:\s+|$))/u;
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“(])/u;
const INLINE_SEPARATOR = /\s*(?:;|\s[-–—]\s|[•·▪✓✔]\uFE0F?)\s*/u;

function stripMarkers(item: string): string {
  let text = item.trim();
  for (let next = text.replace(MARKER, "").trim(); next !== text; next = text.replace(MARKER, "").trim()) {
    text = next;
  }
  return text;
}

const cleanAll = (parts: string[]) => parts.map(stripMarkers).filter((part) => part !== "");

function splitText(text: string): string[] {
  const lines = cleanAll(
    text
      .replace(/\r\n?/g, "\n")
      .replace(LIST_TAG, "\n")
      .split(/\n\s*\n/)
      .flatMap((paragraph) => paragraph.split("\n")),
  );
  const [paragraph] = lines;
  if (lines.length !== 1 || paragraph === undefined) return lines;
  if (paragraph.length > LONG_PARAGRAPH) {
    const sentences = cleanAll(paragraph.split(SENTENCE_END));
    if (sentences.length >= MIN_SENTENCES && sentences.length <= MAX_SENTENCES) return sentences;
  }
  return cleanAll(paragraph.split(INLINE_SEPARATOR));
}

function parseJsonArray(text: string): unknown[] | null {
  if (!text.startsWith("[") || !text.endsWith("]")) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function collect(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(collect);
  if (typeof value === "number") return Number.isFinite(value) ? [String(value)] : [];
  if (typeof value !== "string") return [];
  const text = value.trim();
  const items = parsePgArray(text) ?? parseJsonArray(text);
  return items ? items.flatMap(collect) : splitText(text);
}

/**
 * Turns whatever the generation workflow sent for a list field (features, benefits, keywords, usp,
 * course lists) into clean items: no bullets, numbering or list tags, no blanks, no repeats.
 */
export function cleanList(value: unknown): string[] {
  return [...new Set(collect(value))];
}

/** Benefits are written back as one comma-separated text. */
export function joinList(items: string[]): string {
  return items.join(", ");
}
