import { BIDI_CLASS, TEXT_CONTROL, TEXT_CONTROL_CLASS } from "../control-characters";
/**
 * The rules every text of a listing keeps, in one place: the save and regeneration schemas
 * (editable.ts) refuse text that breaks them, and a generator's text is cleaned with them before
 * it is stored (clean-editable.ts), so what is stored can always be saved again unchanged. No zod
 * here: the editor's bundle may use these without it.
 */

/** A tag, a comment, a doctype or an entity: the listing is plain text everywhere it is pasted. */
export const MARKUP = /<\s*\/?\s*[a-z!?]|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i;

// Control characters other than tab and line breaks: C0, DEL and C1, as every text we take (one definition).
const CONTROL_CLASS = TEXT_CONTROL_CLASS;
export const CONTROL = TEXT_CONTROL;

const INVISIBLE_NAMES: Record<number, string> = {
  0x200b: "zero-width space",
  0x200c: "zero-width non-joiner",
  0x200d: "zero-width joiner",
  0x200e: "left-to-right mark",
  0x200f: "right-to-left mark",
  0x202a: "left-to-right embedding",
  0x202b: "right-to-left embedding",
  0x202c: "pop directional formatting",
  0x202d: "left-to-right override",
  0x202e: "right-to-left override",
  0x2066: "left-to-right isolate",
  0x2067: "right-to-left isolate",
  0x2068: "first strong isolate",
  0x2069: "pop directional isolate",
};

/**
 * Zero-width characters and direction marks, embeddings, overrides and isolates (U+200B–200F,
 * U+202A–202E, U+2066–2069): invisible, yet they reorder or hide what a buyer reads. A zero-width
 * joiner between two emoji stays: it is what draws 👩‍💻 as one picture.
 */
export const INVISIBLE = new RegExp(
  `[\\u200B\\u200C\\u200E\\u200F${BIDI_CLASS}]|(?<![\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\uFE0F])\\u200D|\\u200D(?!\\p{Extended_Pictographic})`,
  "u",
);

const CONTEXT = 24;

/** Where the first invisible character is, in words the creator can act on; null when there is none. */
export function invisibleProblem(text: string): string | null {
  const found = INVISIBLE.exec(text);
  if (!found) return null;
  const at = found.index;
  const code = text.charCodeAt(at);
  // The words before it, from a word's start: "after “weekly planner ”".
  const start = Math.max(0, at - CONTEXT);
  const words = text.slice(start, at).replace(new RegExp(INVISIBLE.source, "gu"), "");
  const before = start > 0 && /\s/.test(words) ? words.replace(/^\S*\s+/, "") : words.trimStart();
  const where = before.trim() ? `after “${before}”` : "at the start";
  const name = `U+${code.toString(16).toUpperCase()} (${INVISIBLE_NAMES[code]})`;
  return `must not contain invisible characters: ${name} ${where}; delete it and retype the text around it`;
}

/**
 * A generator's text without what the rules refuse and nobody could see or fix: control
 * characters (tab and line breaks kept, CR LF as LF) and the invisible characters above.
 */
export function stripHidden(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(new RegExp(`[${CONTROL_CLASS}]`, "g"), "")
    .replace(new RegExp(INVISIBLE.source, "gu"), "");
}
