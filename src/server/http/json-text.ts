/** Deeper than any body this API takes (Paddle's events nest about 8 levels), far below the stack's limit. */
export const MAX_JSON_DEPTH = 64;

const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Parses a request's JSON text, or says why it cannot be taken. Deep nesting is measured on the
 * text before parsing, since walking a 30,000-deep value (our checks, zod, JSON.stringify)
 * overflows the stack. Strings must be text PostgreSQL can store: no NUL, and no unpaired
 * surrogate (JSON's "\ud800" escape parses to one; jsonb refuses it, text columns silently garble it).
 */
export function parseJsonText(text: string): { value: unknown } | { problem: string } {
  if (nestingDepth(text) > MAX_JSON_DEPTH) return { problem: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels` };
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

/** The deepest nesting of arrays and objects, counted up to one past the limit. */
function nestingDepth(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPEN.has(code)) {
      if (++depth > MAX_JSON_DEPTH) return depth;
    } else if (CLOSE.has(code)) depth--;
  }
  return 0;
}

function findBadString(value: unknown): "nul" | "surrogate" | null {
  const check = (text: string) => (text.includes("\0") ? "nul" : LONE_SURROGATE.test(text) ? "surrogate" : null);
  if (typeof value === "string") return check(value);
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const bad = (Array.isArray(value) ? null : check(key)) ?? findBadString(item);
    if (bad) return bad;
  }
  return null;
}
