import { shortFormatLabel } from "../facts";
import { article, joinList } from "../polish";
import type { Profile } from "../profile";
import type { CategoryCopy, TopicCopy } from "./types";

export const withArticle = (phrase: string) => `${article(phrase)} ${phrase}`;

/** "prints", "check-ins": the product is several things. */
export const isPluralProduct = (p: Profile) => /[^s]s$/.test(p.head);

/** Third-person form of a focus, for use cases: "your habits" → "their habits". */
export const theirs = (focus: string) => focus.replace(/^your\b/, "their");

export const forPlatforms = (p: Profile) => (p.platformText ? ` for ${p.platformText}` : "");

export const formatNames = (p: Profile) => joinList(p.formats.map(shortFormatLabel));

export const isPrintable = (p: Profile) => p.formats.some((format) => format.printable);

export const editableFormats = (p: Profile) => p.formats.filter((format) => !format.printable);

/** "a weekly habit tracker", but "minimalist prints" for plurals. */
export const productPhrase = (p: Profile) => (isPluralProduct(p) ? p.product : withArticle(p.product));

/** "this weekly habit tracker", "these botanical prints". */
export const thisProduct = (p: Profile) => `${isPluralProduct(p) ? "these" : "this"} ${p.product}`;

/** The first few described parts, for running text. */
export const someItems = (p: Profile, count: number, copy?: CategoryCopy) => joinList(parts(p, copy).slice(0, count).map((item) => item.running));

/** Parts of the product named in the description, as far as the category can present them. */
export const parts = (p: Profile, copy?: CategoryCopy) => p.items.filter((item) => item.part && (copy?.frameable?.(item) ?? true));

/** The subject whose words the description uses most, preferring the product's own topic words. */
export function findTopic(p: Profile, topics: readonly TopicCopy[]): TopicCopy | null {
  const own = new Set((p.topic ?? "").toLowerCase().split(/[\s-]+/));
  let best: TopicCopy | null = null;
  let bestScore = 0;
  for (const topic of topics) {
    const score = topic.words.reduce((sum, word) => sum + (own.has(word) ? 3 : 0) + (p.words.has(word) || p.words.has(`${word}s`) ? 1 : 0), 0);
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}
