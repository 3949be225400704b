/**
 * The control characters no text we take may hold, defined once: C0 (U+0000–U+001F), DEL and C1
 * (U+0080–U+009F, which no keyboard types and marketplaces drop). Text that runs over lines keeps
 * tab, LF and CR. The bidirectional embeddings, overrides and isolates are here too: invisible,
 * they make text read in another order than it is stored ("Trojan source"). The classes are built
 * from code points, so no pattern holds a control character itself.
 */
const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const CONTROL_CODES = [...codes(0x00, 0x1f), ...codes(0x7f, 0x9f)];
const LINE_BREAKING = new Set([0x09, 0x0a, 0x0d]);
const BIDI_CODES = [...codes(0x202a, 0x202e), ...codes(0x2066, 0x2069)];
const classOf = (list: number[]) => String.fromCharCode(...list);

/** Every control character, for a regular expression's class (`[${CONTROL_CLASS}<>]`): one-line values hold none. */
export const CONTROL_CLASS = classOf(CONTROL_CODES);
/** Every control character but tab, LF and CR: multi-line text (a description, a testimonial) holds none. */
export const TEXT_CONTROL_CLASS = classOf(CONTROL_CODES.filter((code) => !LINE_BREAKING.has(code)));

export const CONTROL = new RegExp(`[${CONTROL_CLASS}]`);
export const TEXT_CONTROL = new RegExp(`[${TEXT_CONTROL_CLASS}]`);

/** The embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), for a class (`[${BIDI_CLASS}]`). */
export const BIDI_CLASS = classOf(BIDI_CODES);
export const BIDI = new RegExp(`[${BIDI_CLASS}]`);
/** How a message names them, so every field words them alike. */
export const BIDI_RANGES = "U+202A–U+202E, U+2066–U+2069";
