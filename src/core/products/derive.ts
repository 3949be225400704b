export const TITLE_LENGTH = 50;
export const SHORT_DESCRIPTION_LENGTH = 100;
export const FALLBACK_TITLE = "Product from description";

// Counted in code points so an emoji at the cut is never split into half a character.
const firstChars = (text: string, count: number) => Array.from(text).slice(0, count).join("");

export function deriveTitle(description: string): string {
  return firstChars(description.trim(), TITLE_LENGTH).trim() || FALLBACK_TITLE;
}

export function deriveShortDescription(description: string): string {
  const text = description.trim();
  const cut = firstChars(text, SHORT_DESCRIPTION_LENGTH);
  return cut.length < text.length ? `${cut}...` : cut;
}
