import { asSentence, capitalise, clip, joinList, lowerFirst } from "./polish";
import type { Sentence } from "./analyse";
import { shortFormatLabel } from "./facts";
import type { Profile } from "./profile";
import { isBrand } from "./phrase-text";
import type { CategoryCopy } from "./templates/types";

const SHORT_MAX = 300;
const STORY_SENTENCES = 5;

const CONTENTS_VERBS = new Set(["include", "feature", "contain", "offer", "come", "provide", "cover"]);

/** A sentence worth repeating in prose: it has a verb, no first person, and says enough. */
function prose(sentence: Sentence, subject: string | null): string | null {
  const [first] = sentence.tokens;
  const words = sentence.tokens.filter((token) => /[\p{L}\d]/u.test(token.value));
  if (!first || words.length < 5 || !/[.!?]$/.test(sentence.text)) return null;
  // "Minimalist line art prints, set of 3." only names the product, which the opening already does.
  if (subject && words.length <= 12 && !/\bwith\b/i.test(sentence.text) && sentence.text.toLowerCase().startsWith(subject)) return null;
  if (!sentence.tokens.some((token) => token.pos === "VERB" || token.pos === "AUX")) return null;
  if (words.some((token) => ["i", "my", "me", "i'm"].includes(token.normal))) return null;
  // "Includes 12 pages." reads as a fragment in a paragraph; "It includes 12 pages." does not.
  if (first.pos === "VERB" && CONTENTS_VERBS.has(first.lemma) && first.normal.endsWith("s")) return asSentence(`It ${lowerFirst(sentence.text, isBrand)}`);
  return asSentence(sentence.text);
}

/** Sentences fit to reuse, with their position in the description. */
export function proseSentences(p: Profile): { text: string; index: number }[] {
  const subject = p.source?.text.toLowerCase() ?? null;
  return p.parsed.map((sentence, index) => ({ text: prose(sentence, subject), index })).filter((entry): entry is { text: string; index: number } => entry.text !== null);
}

/** The writer's own sentences that carry substance, best first by what they mention, kept in order. */
export function storySentences(p: Profile, limit = STORY_SENTENCES): string[] {
  const candidates = proseSentences(p).filter((entry, i, all) => all.findIndex((other) => other.text.toLowerCase() === entry.text.toLowerCase()) === i);
  const score = (text: string) => p.items.filter((item) => text.toLowerCase().includes(item.text.toLowerCase())).length;
  const best = [...candidates].sort((a, b) => score(b.text) - score(a.text) || a.index - b.index).slice(0, limit);
  return best.sort((a, b) => a.index - b.index).map(({ text }) => text);
}

function inside(p: Profile, copy: CategoryCopy, story: readonly string[]): string | null {
  const told = story.join(" ").toLowerCase();
  const named = p.items.filter((item) => item.part && (copy.frameable?.(item) ?? true) && !told.includes(item.text.toLowerCase()));
  const parts = p.listLines.length > 0 ? p.listLines.map((line) => lowerFirst(line, isBrand)) : named.map((item) => item.running);
  if (parts.length < 2) return null;
  return `Inside, you will find ${joinList(parts.slice(0, 6))}.`;
}

export function shortDescription(p: Profile, copy: CategoryCopy, focus: string, extra: string | undefined): string {
  const first = asSentence(copy.summary(p, focus));
  const second = asSentence(extra ?? "");
  const both = second && `${first} ${second}`.length <= SHORT_MAX ? `${first} ${second}` : first;
  return both.length <= SHORT_MAX ? both : asSentence(clip(first, SHORT_MAX - 1));
}

function audienceLine(p: Profile, story: readonly string[]): string | null {
  const told = story.join(" ").toLowerCase();
  const names = p.audiences.slice(0, 3).map((audience) => audience.plural).filter((name) => !told.includes(name.toLowerCase()));
  return names.length > 0 ? `It is a great fit for ${joinList(names)}.` : null;
}

/** Every chosen app and file format is named somewhere, whatever the category's delivery line covers. */
function compatibility(p: Profile, written: string): string | null {
  const text = written.toLowerCase();
  const apps = p.platforms.filter((name) => !text.includes(name.toLowerCase()));
  const formats = p.formats.filter((format) => !text.includes(format.key) && !text.includes(shortFormatLabel(format).toLowerCase()));
  const lines = [
    apps.length > 0 ? `It works with ${joinList(apps)}.` : "",
    formats.length > 0 ? `Files come as ${joinList(formats.map(shortFormatLabel))}.` : "",
  ].filter(Boolean);
  return lines.length > 0 ? lines.join(" ") : null;
}

export function longDescription(p: Profile, copy: CategoryCopy, focus: string, benefits: readonly string[]): string {
  const story = storySentences(p);
  const [one, two] = benefits.map((benefit) => lowerFirst(benefit, isBrand));
  const lead = p.category === "course" ? "This course helps you" : p.category === "wallart" ? "It is an easy way to" : "Use it to";
  const promise = story.length === 0 && one && two ? `${lead} ${one}. ${capitalise(two)}.` : null;
  const middle = [...story, inside(p, copy, story), audienceLine(p, story), promise].filter((line) => line !== null).join(" ");
  const quote = p.testimonial ? `${p.testimonial.name ? `In the words of ${p.testimonial.name}` : "As one customer puts it"}: “${asSentence(p.testimonial.quote)}”` : null;
  const delivery = copy.delivery(p) ?? "";
  const missing = compatibility(p, [copy.opening(p, focus), middle, delivery].join(" "));
  const paragraphs = [copy.opening(p, focus), middle, [delivery, missing, copy.closing(p)].filter(Boolean).join(" "), quote];
  return paragraphs
    .filter((paragraph): paragraph is string => paragraph !== null && paragraph.trim() !== "")
    .map((paragraph) => asSentence(paragraph))
    .join("\n\n");
}

export function whyChooseUs(p: Profile, copy: CategoryCopy, focus: string): string {
  return copy
    .whyChooseUs(p, focus)
    .slice(0, 3)
    .map(asSentence)
    .join(" ");
}

export const callToAction = (p: Profile, copy: CategoryCopy, focus: string) => asSentence(clip(copy.cta(p, focus), 290));
