import { parsePgArray } from "./pg-array";

const unquote = (text: string) => text.trim().replace(/^["'\s]+|["'\s]+$/g, "");

function parseBracketed(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // Python-style ['a', 'b'] is not JSON; read it as comma text below.
  }
  return text.slice(1, -1).split(",");
}

function parseText(value: string): unknown[] {
  const text = value.trim();
  const braced = parsePgArray(text);
  if (braced) return braced;
  if (text.startsWith("[") && text.endsWith("]")) return parseBracketed(text);
  return text.split(",");
}

/**
 * The images column has arrived as a list, brace-delimited text, a bracketed list string,
 * comma-separated text or a single URL; all become a plain list of trimmed URLs.
 */
export function parseImages(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? parseText(value) : [];
  return items.flatMap((item) => {
    if (Array.isArray(item)) return parseImages(item);
    if (typeof item !== "string") return [];
    const url = unquote(item);
    return url ? [url] : [];
  });
}

/**
 * Worth fetching for the zip: an absolute http(s) URL, or a path under /media/, where this app
 * serves the images it stored itself (same origin, so no CORS problem).
 */
export function isUsableImageUrl(url: unknown): url is string {
  if (typeof url !== "string") return false;
  return /^https?:\/\/\S/i.test(url) || /^\/media\/\S/.test(url);
}
