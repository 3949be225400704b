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

export const rotate = <T>(items: readonly T[], by: number): T[] => {
  if (items.length < 2) return [...items];
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
};

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// Interchangeable openings, for a one-line section with no other wording to pick.
const REWORDINGS: Array<[RegExp, string]> = [
  [/^Written for\b/, "Made for"],
  [/^Made for\b/, "Written for"],
  [/^Includes\b/, "Comes with"],
  [/^Comes with\b/, "Includes"],
  [/\ball in one purchase$/, "in a single purchase"],
  [/\bin a single purchase$/, "all in one purchase"],
  [/^Replacing loose notes with\b/, "Swapping loose notes for"],
  [/^Swapping loose notes for\b/, "Replacing loose notes with"],
  [/ made for /, " built for "],
  [/ built for /, " made for "],
  [/^Covers\b/, "Runs over"],
  [/^Runs over\b/, "Covers"],
  [/ in one place$/, " side by side"],
  [/ side by side$/, " in one place"],
  [/^An original (.+) design$/, "Original $1 artwork"],
  [/^Original (.+) artwork$/, "An original $1 design"],
  [/^Brings\b/, "Puts"],
  [/^Puts\b/, "Brings"],
];

export const reword = (text: string) => {
  const found = REWORDINGS.find(([pattern]) => pattern.test(text));
  return found ? text.replace(found[0], found[1]) : text;
};
