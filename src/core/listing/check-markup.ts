import { fieldLabel, mapTexts } from "./fields";
import type { CheckStep } from "./step";
import { collapseSpaces } from "./text";

// Only things that look like tags: "3 < 5" or "<3" stay.
const TAG = /<!--[\s\S]*?-->|<\/?([a-z][a-z0-9-]*)(?:\s[^<>]*)?\/?>/gi;
const INLINE = new Set(["b", "i", "em", "strong", "span", "a", "u", "sup", "sub", "small", "mark", "code", "font"]);
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi;
const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“",
  hellip: "…", mdash: "—", ndash: "–", bull: "•", middot: "·", copy: "©", reg: "®", trade: "™", deg: "°", times: "×",
  eacute: "é", egrave: "è", agrave: "à", ccedil: "ç", uuml: "ü", ouml: "ö", auml: "ä", pound: "£", euro: "€",
};

function decode(_: string, body: string): string {
  const lower = body.toLowerCase();
  if (lower.startsWith("#x")) return String.fromCodePoint(Math.min(Number.parseInt(lower.slice(2), 16), 0x10ffff));
  if (lower.startsWith("#")) return String.fromCodePoint(Math.min(Number.parseInt(lower.slice(1), 10), 0x10ffff));
  return NAMED[lower] ?? "";
}

export function stripMarkup(text: string): string {
  const untagged = text.replace(TAG, (_, name: string | undefined) => (name && INLINE.has(name.toLowerCase()) ? "" : " "));
  // Decoded text may hold "&lt;b&gt;": one more pass removes the tags it spelled.
  return collapseSpaces(untagged.replace(ENTITY, decode).replace(TAG, " "));
}

/** No leftover HTML tags, entities or stray spaces in any field (tags included). */
export const checkMarkup: CheckStep = (listing) => {
  const { listing: next, changed } = mapTexts(listing, stripMarkup, true);
  const findings = changed.map((field) => ({
    check: "markup" as const,
    outcome: "repaired" as const,
    field,
    message: `Removed leftover HTML, entities or stray spaces from ${fieldLabel(field)}.`,
  }));
  return { listing: next, findings };
};
