/** Deeper than any body this API takes (Paddle's events nest about 8 levels), far below the stack's limit. */
export const MAX_JSON_DEPTH = 64;
/**
 * More items in one array (or fields in one object) than any body this API takes: the longest
 * list a route reads has 100 (a workflow's result), the schemas' own limits are lower still.
 */
export const MAX_JSON_ITEMS = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const isOpen = (code: number) => code === 0x5b || code === 0x7b; // [ {
const isClose = (code: number) => code === 0x5d || code === 0x7d; // ] }
/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Parses a request's JSON text, or says why it cannot be taken. Deep nesting and long arrays are
 * measured on the text before parsing: walking a 30,000-deep value (our checks, zod,
 * JSON.stringify) overflows the stack, and a 700,000-item array cost a second to parse and walk
 * before any schema looked at its length (issue 30). Strings must be text PostgreSQL can store:
 * no NUL, and no unpaired surrogate (JSON's "\ud800" escape parses to one; jsonb refuses it, text
 * columns silently garble it).
 */
export function parseJsonText(text: string): { value: unknown } | { problem: string } {
  const shape = shapeProblem(text);
  if (shape) return { problem: shape };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: "The request body is not valid JSON" };
  }
  const bad = findBadString(value);
  if (bad === "nul") return { problem: "The request body contains a NUL character (\\u0000), which cannot be stored" };
  if (bad === "surrogate") return { problem: "The request body contains an unpaired Unicode surrogate (\\ud800-\\udfff), which is not valid text" };
  return { value };
}

/** Nesting past MAX_JSON_DEPTH or a container past MAX_JSON_ITEMS, found in one pass over the text (brackets and commas in strings not counted). */
function shapeProblem(text: string): string | null {
  // Commas seen so far in each open array or object: one fewer than its items.
  const commas = new Int32Array(MAX_JSON_DEPTH + 1);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === COMMA) {
      const count = (commas[depth] ?? 0) + 1;
      commas[depth] = count;
      if (count >= MAX_JSON_ITEMS) return `The request body has an array or object with more than ${MAX_JSON_ITEMS.toLocaleString("en")} items`;
    } else if (isOpen(code)) {
      if (++depth > MAX_JSON_DEPTH) return `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`;
      commas[depth] = 0;
    } else if (isClose(code)) depth--;
  }
  return null;
}

/**
 * Index and key loops, not Object.entries: that allocates a pair per element, and a 700,000-item
 * array of numbers took 0.9 s here before any schema saw its length (issue 30).
 */
function findBadString(value: unknown): "nul" | "surrogate" | null {
  if (typeof value === "string") return badText(value);
  if (value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadString(value[i]);
      if (bad) return bad;
    }
    return null;
  }
  for (const key in value) {
    const bad = badText(key) ?? findBadString((value as Record<string, unknown>)[key]);
    if (bad) return bad;
  }
  return null;
}

const badText = (text: string) => (text.includes("\0") ? "nul" : LONE_SURROGATE.test(text) ? "surrogate" : null);
