import { proseSentences } from "./descriptions";
import { uniqueBullets } from "./dedupe";
import { article, asBullet, capitalise, lowerFirst, pick, wordsOf } from "./polish";
import type { Item, Profile } from "./profile";
import { isBrand } from "./phrase-text";
import type { CategoryCopy } from "./templates/types";

const MAX_FEATURES = 8;
const MAX_FEATURE_SENTENCES = 3;
const MAX_FEATURE_WORDS = 22;

const partsIn = (p: Profile, text: string) => p.items.filter((item) => item.part && text.toLowerCase().includes(item.text.toLowerCase())).length;

/**
 * Verbless lines that still describe the product ("Personalized birth poster with baby's name and date"),
 * but not a bare restatement of its name, not symbol soup, and not parts the bullets already cover.
 */
function descriptiveLines(p: Profile, covered: readonly string[]): string[] {
  const subject = p.source?.text.toLowerCase() ?? "\u0000";
  return p.parsed
    .filter((sentence) => !sentence.tokens.some((token) => token.pos === "VERB" || token.pos === "AUX"))
    .filter((sentence) => sentence.tokens.filter((token) => /^\p{L}[\p{L}'’-]*$/u.test(token.value)).length >= sentence.tokens.length * 0.6)
    .map((sentence) => sentence.text)
    .filter((text) => wordsOf(text).length >= 5 && wordsOf(text).length <= MAX_FEATURE_WORDS && partsIn(p, text) < 3)
    .filter((text) => !text.toLowerCase().replace(/^(?:the|a|an)\s+/, "").startsWith(subject) || /\bwith\b/i.test(text))
    .filter((text) => {
      const named = p.items.filter((item) => text.toLowerCase().includes(item.text.toLowerCase()));
      return named.length === 0 || named.some((item) => !mentions(covered, item));
    });
}

const mentions = (bullets: readonly string[], item: Item) => bullets.some((bullet) => bullet.toLowerCase().includes(item.text.toLowerCase()));

/** A pasted list line becomes a bullet as is when it says enough, otherwise it is framed like a part. */
function lineBullet(line: string, index: number, p: Profile, copy: CategoryCopy): string {
  if (wordsOf(line).length >= 3) return line;
  const text = lowerFirst(line, isBrand);
  return pick(copy.itemFrames, p.seed, index)({ text, running: text, plural: /[^s]s$/i.test(line) }, p);
}

function itemBullet(item: Item, index: number, p: Profile, copy: CategoryCopy): string {
  return capitalise(copy.describeItem?.(item) ?? pick(copy.itemFrames, p.seed, index)(item, p));
}

// Who it is for and what it needs belong elsewhere in the listing, not among the features.
const NOT_A_FEATURE = /^(?:(?:this|the|it)\b.{0,30}\b(?:is|are)\s+)?(?:designed|made|perfect|ideal|great|suitable)\s+for\b|^no (?:prior|previous)\b/i;

/** The writer's own feature sentences ("Files come in 5 ratios …"), short enough for a bullet. */
function featureSentences(p: Profile): string[] {
  const audiences = p.audiences.map((audience) => audience.plural.toLowerCase());
  return proseSentences(p)
    .filter(({ text }) => wordsOf(text).length <= MAX_FEATURE_WORDS && !NOT_A_FEATURE.test(text))
    .filter(({ text }) => !audiences.some((audience) => text.toLowerCase().includes(audience)))
    .filter(({ text }) => p.items.some((item) => text.toLowerCase().includes(item.text.toLowerCase())))
    // A sentence that is mostly a list of parts makes one overlong bullet; its parts get their own.
    .filter(({ text }) => partsIn(p, text) < 3)
    .map(({ text }) => text.replace(/^It (\p{Ll})/u, (_, letter: string) => letter.toUpperCase()))
    .slice(0, MAX_FEATURE_SENTENCES);
}

export function features(p: Profile, copy: CategoryCopy, focus: string): string[] {
  const facts = uniqueBullets(copy.facts(p), 2);
  const room = MAX_FEATURES - facts.length;
  // A course's "Learn X from scratch" is its subtitle, not a feature.
  const actions = p.actions.filter((action) => p.category !== "course" || !/^learn\b/i.test(action)).map(capitalise);
  const direct = uniqueBullets([...p.listLines.map((line, i) => lineBullet(line, i, p, copy)), ...actions, ...featureSentences(p)], room, facts);
  const fresh = p.items.filter((item) => !mentions(direct, item));
  // Parts the category words itself ("Quizzes to check your understanding") are the most concrete, so they lead.
  const own = fresh.filter((item) => copy.describeItem?.(item));
  const plain = fresh.filter((item) => !copy.describeItem?.(item) && item.part && (copy.frameable?.(item) ?? true));
  const framed = [...own, ...plain].map((item, i) => itemBullet(item, i + direct.length, p, copy));
  const partial = uniqueBullets([...direct, ...framed], room, facts);
  const described = uniqueBullets([...partial, ...descriptiveLines(p, partial)], room, facts);
  const fallback = copy.fallbackFeatures(p, focus);
  const filled = described.length + facts.length >= 4 ? described : uniqueBullets([...described, ...fallback], Math.max(4 - facts.length, 2), facts);
  return [...filled, ...facts];
}

/** Topic benefits first (they are the most specific), then the category's general ones. */
export function benefits(p: Profile, copy: CategoryCopy, topic: readonly string[], focus: string, taken: readonly string[]): string[] {
  return uniqueBullets([...topic.slice(0, 2), ...copy.benefits(p, focus), ...topic.slice(2)], 5, taken);
}

export function useCases(p: Profile, copy: CategoryCopy, topic: readonly string[], focus: string): string[] {
  const use = copy.audienceUse(p, focus);
  // One scenario for the audience the writer named, unless a topic scenario already covers that person.
  const named = p.audiences.find((audience) => !topic.some((line) => line.toLowerCase().includes(audience.singular.toLowerCase())));
  const fromAudience = named ? [`${capitalise(article(named.singular))} ${named.singular} ${use}`] : [];
  return uniqueBullets([...fromAudience, ...topic, ...copy.useCases(p, focus)], 4);
}

export function usps(p: Profile, copy: CategoryCopy, focus: string, taken: readonly string[]): string[] {
  const lines = copy.usps(p, focus).map((line) => asBullet(line) ?? "");
  return uniqueBullets(lines, 4, taken);
}
