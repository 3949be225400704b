import { asBullet, DANGLING, wordsOf } from "../../../text/polish";

const contentWords = (text: string) =>
  new Set(wordsOf(text.toLowerCase().replace(/[^\p{L}\d\s-]/gu, " ")).filter((word) => word.length > 2 && !DANGLING.has(word)));

interface Seen {
  lower: string;
  opening: string;
  words: Set<string>;
}

const describe = (text: string): Seen => ({ lower: text.toLowerCase(), opening: wordsOf(text.toLowerCase()).slice(0, 4).join(" "), words: contentWords(text) });

function clashes(a: Seen, b: Seen): boolean {
  if (a.lower === b.lower || a.opening === b.opening) return true;
  let shared = 0;
  for (const word of a.words) if (b.words.has(word)) shared += 1;
  return shared > 0 && shared / Math.min(a.words.size, b.words.size) >= 0.8;
}

/** Bullets in order, minus blanks and anything that repeats an earlier one in wording or substance. */
export function uniqueBullets(candidates: readonly (string | null | undefined)[], max: number, taken: readonly string[] = []): string[] {
  const seen = taken.map(describe);
  const kept: string[] = [];
  for (const candidate of candidates) {
    if (kept.length >= max) break;
    const bullet = candidate ? asBullet(candidate) : null;
    if (!bullet) continue;
    const entry = describe(bullet);
    if (seen.some((other) => clashes(other, entry))) continue;
    seen.push(entry);
    kept.push(bullet);
  }
  return kept;
}
