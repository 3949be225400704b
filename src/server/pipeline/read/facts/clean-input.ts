import { fixCase, sentenceCase } from "../../text/casing";

/** Turns whatever was pasted into the description box into plain sentences the tagger can read. */
export interface CleanText {
  /** Sentences joined into one text, every line ending in punctuation. */
  text: string;
  /** Lines the creator pasted as a list (bullets, numbers, checkmarks), cleaned. */
  listLines: string[];
  /** Every line in order, headings included, and whether it carried a list marker. */
  lines: Line[];
}

// Keeps tagging fast and the listing focused when someone pastes a whole sales page.
const MAX_CHARS = 6000;
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: " ",
  gt: " ",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: ".",
  rsquo: "'",
  lsquo: "'",
  ldquo: '"',
  rdquo: '"',
  bull: "\n",
  middot: "\n",
  rarr: "→",
  larr: "←",
  times: "×",
  deg: "°",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  agrave: "à",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  ccedil: "ç",
  ntilde: "ñ",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  szlig: "ß",
};
const BULLET_SYMBOLS = /[✅✔✓☑★☆➤➔►▶👉🔹🔸▪▫•◆◇·■□●○✨⭐🌟💡📌]\uFE0F?/gu;
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\uFE0F|\u200D|\u20E3/gu;
const MARKER = /^(?:[-*+>~]+\s+|\(?\d{1,2}[.):]\s+|[a-z][.)]\s+)/iu;
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (_whole, code: string) => {
    if (code.startsWith("#")) {
      const point = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 31 && point < 0x110000 ? String.fromCodePoint(point) : " ";
    }
    // An entity we do not know is markup all the same: it never reaches the listing.
    return ENTITIES[code] ?? ENTITIES[code.toLowerCase()] ?? " ";
  });
}

function stripMarkup(raw: string): string {
  return (
    decodeEntities(
      raw
        .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
        .replace(/<\s*li\b[^>]*>/gi, "\n- ")
        .replace(/<\s*(?:br|\/?p|\/li|\/?ul|\/?ol|\/?div|\/?h[1-6]|\/?tr)\b[^>]*>/gi, "\n")
        .replace(/<\/?[a-z!][^>]*>/gi, " "),
    )
      .replace(/\{\{[^}]*\}\}|\{[^{}]*\}|\[object \w+\]|\b(?:undefined|NaN)\b|lorem ipsum[^.\n]*/gi, " ")
      // A bare "null" is a placeholder; "null values" in a SQL course is not.
      .replace(/\bnull\b(?!\s+\p{Ll})/giu, " ")
      // Nothing readable is one 30-letter token; such runs only stretch titles and keywords.
      .replace(/\S{31,}/g, " ")
      .replace(/\bhttps?:\/\/\S+|\bwww\.\S+|\S+@\S+\.\w+/gi, " ")
      .replace(/[<>{}[\]\\|^`_=]+/g, " ")
      .replace(BULLET_SYMBOLS, "\n- ")
      // Markdown: "* item" is a bullet, "**bold**" is only emphasis.
      .replace(/(^|\n)[ \t]*\*[ \t]+/g, "$1- ")
      .replace(/\*+/g, "")
      // An emoji between a heading and the next sentence ends the heading ("🌸 FLORALS 🌸 Learn …").
      .replace(new RegExp(`(?:${EMOJI.source})+\\s+(?=\\p{Lu})`, "gu"), "\n")
      .replace(EMOJI, " ")
      .replace(/#(?=\p{L})/gu, "")
  );
}

export interface Line {
  text: string;
  marked: boolean;
}

function tidyLine(line: string): Line {
  let text = line.trim();
  for (let next = text.replace(MARKER, "").trim(); next !== text; next = text.replace(MARKER, "").trim()) text = next;
  const marked = text !== line.trim();
  text = text
    .replace(/([!?.,;:])\1+/g, "$1")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/^[\s,.;:!?'"–—-]+/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  return { text: sentenceCase(text), marked };
}

const wordCount = (line: string) => line.split(/\s+/).filter(Boolean).length;
// A sales page's section names, with or without a colon: "WHAT YOU'LL LEARN", "Curriculum", "FAQ".
const SECTION_NAME =
  /^(?:what (?:you'?ll|you will) (?:learn|get|need)|what'?s (?:included|inside)|faq|modules?|sections?|curriculum|course outline|about (?:me|the course|this course)|how it works|who (?:it'?s|this is) for|you get|technical details)$/i;
const isHeading = (line: string) => (line.endsWith(":") && wordCount(line) <= 8) || SECTION_NAME.test(line.replace(/[’]/g, "'"));
// "What's inside:", "Features:" introduce a list and say nothing themselves.
const LIST_INTRO = /^[\p{L}\s'’]{0,30}\b(?:features?|includes?|included|inside|details|specs|contents?|you get|you'll get)\s*:$/iu;
const endWithStop = (line: string) => (/[.!?]["')]?$/.test(line) ? line : `${line.replace(/[,;:–—-]+$/, "")}.`);

function pickListLines(lines: Line[]): string[] {
  const items = lines.filter((line) => !isHeading(line.text) && wordCount(line.text) <= 18);
  const marked = items.filter((line) => line.marked);
  if (marked.length >= 2) return marked.map((line) => line.text);
  const bare = items.filter((line) => !/[.!?]$/.test(line.text));
  return lines.length >= 3 && bare.length >= 3 ? bare.map((line) => line.text) : [];
}

export function cleanInput(raw: string): CleanText {
  const text = fixCase(stripMarkup(raw.slice(0, MAX_CHARS)).replace(/\r\n?/g, "\n"));
  const all = text
    .split("\n")
    .map(tidyLine)
    .filter((line) => /\p{L}/u.test(line.text));
  const lines = all.filter((line) => !LIST_INTRO.test(line.text));
  return {
    lines: all,
    text: lines.map((line) => endWithStop(line.text)).join(" "),
    listLines: pickListLines(lines).map((line) => line.replace(/[.!?:;,]+$/, "")),
  };
}
