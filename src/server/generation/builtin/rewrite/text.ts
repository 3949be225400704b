/** Small text helpers the rewrites share. */

export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d“"])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lower-cases the first letter unless the first word is a name or an acronym ("Notion", "PDF"). */
export const lowerFirst = (text: string, names: readonly string[]) => {
  const first = text.split(/\s+/)[0] ?? "";
  if (/^\p{Lu}{2,}/u.test(first) || names.some((name) => first.toLowerCase() === name.split(/\s+/)[0]?.toLowerCase())) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
};

export const endWith = (text: string, mark: "." | "!") => `${text.replace(/[.!?…]+$/, "")}${mark}`;

/** Rotates a list: the same items in another order. */
export const rotate = <T>(items: readonly T[], by: number): T[] => {
  if (items.length < 2) return [...items];
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
};

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
