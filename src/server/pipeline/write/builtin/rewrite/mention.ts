import { occursIn } from "../../../../../core/listing/parse-instruction";
import { titleCase } from "../../../text/polish";
import { sentenceWith, type SellerSentence } from "./seller";
import { endWith, paragraphsOf, sentencesOf, upperFirst } from "./text";

/**
 * Works a phrase the creator asked for into a section in the seller's own words: the sentence of
 * the description that carries it, never the phrase dropped into a template's slot.
 */
export interface Mention {
  phrase: string;
  /** The seller's sentence with the phrase, in the tone asked for when the phrase survives it. */
  sentence: string;
}

/** The seller's sentence for each phrase; a phrase only a verbless line carries comes as that line. */
export function mentionsOf(phrases: readonly string[], seller: readonly SellerSentence[], tone: (text: string) => string): Mention[] {
  return phrases.flatMap((phrase) => {
    const found = sentenceWith(phrase, seller);
    if (!found) return [];
    const toned = tone(found.text);
    return [{ phrase, sentence: endWith(occursIn(phrase, toned) ? toned : found.text, ".") }];
  });
}

/** Prose: the sentence at the end of the first paragraph, within the section's limit. */
export function mentionInProse(text: string, mention: Mention, max: number): string {
  if (occursIn(mention.phrase, text)) return text;
  const [first = "", ...rest] = paragraphsOf(text);
  let opening = sentencesOf(first);
  // A full short description gives up its last sentences, never the mention.
  while (opening.length > 1 && [...opening, mention.sentence, ...rest].join(" ").length > max) opening = opening.slice(0, -1);
  const result = [[...opening, mention.sentence].join(" "), ...rest].join("\n\n");
  return result.length <= max ? result : text;
}

const MAX_ITEM = 200;

/** A list: the seller's sentence as the first item (list style: no closing full stop). */
export function mentionInList(items: readonly string[], mention: Mention, max: number): string[] {
  if (items.some((item) => occursIn(mention.phrase, item))) return [...items];
  const item = mention.sentence.length <= MAX_ITEM ? mention.sentence.replace(/\.$/, "") : upperFirst(mention.phrase);
  return [item, ...items].slice(0, max);
}

/** A title: the phrase as its tail ("… – Printable Version") when it fits. */
export function mentionInTitle(title: string, mention: Mention, max: number): string | null {
  if (occursIn(mention.phrase, title)) return title;
  const [lead = title] = title.split(/\s+[–—|]\s+/);
  const tail = titleCase(mention.phrase);
  const full = `${title} – ${tail}`;
  if (full.length <= max) return full;
  return `${lead} – ${tail}`.length <= max ? `${lead} – ${tail}` : null;
}

// Etsy's tag characters: letters, digits, spaces, - ' ™ © ®, at most 20.
const TAG_CHARACTERS = /^[\p{L}\p{N} '’™©®-]+$/u;

/** Tags: the phrase as the first tag when Etsy would take it. */
export function mentionInTags(tags: readonly string[], mention: Mention): string[] | null {
  const tag = mention.phrase.toLowerCase().replace(/\s+/g, " ").trim();
  if (tags.some((existing) => existing.toLowerCase() === tag)) return [...tags];
  if (tag.length > 20 || !TAG_CHARACTERS.test(tag)) return null;
  return [tag, ...tags].slice(0, 13);
}

/** A call to action: the sentence before it, so it still ends on what to do. */
export function mentionInCta(cta: string, mention: Mention, max: number): string {
  if (occursIn(mention.phrase, cta)) return cta;
  const result = `${mention.sentence} ${upperFirst(cta)}`;
  return result.length <= max ? result : cta;
}
