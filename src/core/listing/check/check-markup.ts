import { sentenceLabel, fieldLabel, getList, mapTexts, setList, LIST_FIELDS } from "../fields";
import type { CheckedListing } from "../listing-shape";
import type { CheckStep } from "../step";
import type { CheckFinding } from "../types";
import { collapseSpaces } from "../text";

const SCRIPT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// Only things that look like tags: "3 < 5" or "<3" stay.
const TAG = /<!--[\s\S]*?-->|<\/?([a-z][a-z0-9-]*)(?:\s[^<>]*)?\/?>/gi;
const INLINE = new Set(["b", "i", "em", "strong", "span", "a", "u", "sup", "sub", "small", "mark", "code", "font"]);
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi;
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  eacute: "é",
  egrave: "è",
  agrave: "à",
  ccedil: "ç",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  pound: "£",
  euro: "€",
};

// Control characters and lone surrogates spelled as entities decode to nothing.
const printable = (code: number) =>
  code < 0x20 || (code >= 0x7f && code < 0xa0) || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? "" : String.fromCodePoint(code);

function decode(_: string, body: string): string {
  const lower = body.toLowerCase();
  if (lower.startsWith("#x")) return printable(Number.parseInt(lower.slice(2), 16));
  if (lower.startsWith("#")) return printable(Number.parseInt(lower.slice(1), 10));
  return NAMED[lower] ?? "";
}

export function stripMarkup(text: string): string {
  const untagged = text.replace(SCRIPT, " ").replace(TAG, (_, name: string | undefined) => (name && INLINE.has(name.toLowerCase()) ? "" : " "));
  // Decoded text may hold "&lt;b&gt;": one more pass removes the tags it spelled.
  return collapseSpaces(untagged.replace(ENTITY, decode).replace(TAG, " "));
}

/** Items that were nothing but markup are gone; a text that would be empty is kept and flagged. */
function dropEmpty(listing: CheckedListing): CheckedListing {
  const next = LIST_FIELDS.reduce((out, field) => (getList(out, field).includes("") ? setList(out, field, getList(out, field).filter(Boolean)) : out), listing);
  return next.keywords.includes("") ? { ...next, keywords: next.keywords.filter(Boolean) } : next;
}

/** No leftover HTML tags, entities or stray spaces in any field (tags included). */
export const checkMarkup: CheckStep = (listing) => {
  const emptied = new Set<string>();
  const fix = (text: string, field: string, item: boolean) => {
    const clean = stripMarkup(text);
    if (clean || item || !text.trim()) return clean;
    emptied.add(field);
    return text;
  };
  const { listing: next, changed } = mapTexts(listing, fix, true);
  const findings: CheckFinding[] = changed.map((field) => ({
    check: "markup",
    outcome: "repaired",
    field,
    message: `Removed leftover HTML, entities or stray spaces from ${fieldLabel(field)}.`,
  }));
  for (const field of emptied)
    findings.push({ check: "markup", outcome: "review", field, message: `${sentenceLabel(field)} holds only HTML or entities; write it again.` });
  return { listing: dropEmpty(next), findings };
};
