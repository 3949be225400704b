import { NO_GUARD, type FactGuard } from "./keep-facts";
import { paragraphsOf, sentencesOf, upperFirst } from "./text";

/** How many items a shorter list keeps: about three in five, at least `min`, fewer than before. */
export const fewer = (count: number, min = 1) => Math.max(min, Math.min(count - 1, Math.ceil(count * 0.6)));

/** The first `count` parts, and any later one that carries a fact nothing else keeps. */
export const keepFirst = (parts: readonly string[], count: number, guard: FactGuard = NO_GUARD) => parts.filter((part, i) => i < count || guard.carries(part));

const unlessLosing = (before: string, after: string, guard: FactGuard) => (guard.loses(before, after) ? before : after);

/** A bullet without its trailing reason or aside: "Frame not included, so you can pick one" → "Frame not included". */
export function shorterLine(text: string, guard: FactGuard = NO_GUARD): string {
  const cut =
    text
      .replace(/\s*\([^)]*\)\s*$/, "")
      .split(/,\s+(?:so|so that|which|because|instead of|next to|and|all in one|no)\s+|\s+(?:—|–)\s+|\s+instead of\s+/)[0]
      ?.trim() ?? text;
  if (cut !== text && cut.length >= 12) return unlessLosing(text, cut, guard);
  // Last resort: the first of two joined actions, when it stands on its own (four words or more).
  const [first = text] = text.split(/\s+and\s+(?=\p{Ll})/u);
  return first !== text && first.split(/\s+/).length >= 4 ? unlessLosing(text, first, guard) : text;
}

/** The title's lead: the part before a dash, else without its last comma-separated part. */
export function shorterTitle(title: string, guard: FactGuard = NO_GUARD): string {
  const bare = title.replace(/\s*\([^)]*\)\s*$/, "");
  if (bare !== title && bare.length >= 12) return unlessLosing(title, bare, guard);
  const [lead] = title.split(/\s+[–—|-]\s+/);
  if (lead && lead !== title && lead.length >= 12) return unlessLosing(title, lead.trim(), guard);
  const parts = title.split(/,\s+/);
  return parts.length > 1 ? unlessLosing(title, parts.slice(0, -1).join(", "), guard) : title;
}

/** Prose with about half its sentences (a long text: half its paragraphs), asides in brackets dropped. */
export function shorterProse(text: string, guard: FactGuard = NO_GUARD): string {
  const paragraphs = paragraphsOf(text);
  // Half the paragraphs, unless every one carries a fact nothing else does: then half the sentences.
  const halved = paragraphs.length > 2 ? keepFirst(paragraphs, Math.ceil(paragraphs.length / 2), guard) : paragraphs;
  if (halved.length < paragraphs.length) return halved.join("\n\n");
  const sentences = sentencesOf(paragraphs.join(" "));
  const kept = keepFirst(sentences, Math.max(1, Math.floor(sentences.length / 2)), guard).join(" ");
  return unlessLosing(kept, kept.replace(/\s*\([^)]*\)(?=[.!?]?$)/, ""), guard);
}

/** A call to action without its second half: "Download the planner and fill in a page today." → "Download the planner today." */
export function shorterCta(cta: string, guard: FactGuard = NO_GUARD): string {
  const [first = cta] = sentencesOf(cta);
  const [verb] = first.split(/\s+and\s+|,\s+/);
  if (!verb || verb === first.replace(/[.!?]+$/, "")) return unlessLosing(cta, first, guard);
  const ending = /\btoday[.!?]*$/i.test(first) ? " today" : "";
  return unlessLosing(cta, upperFirst(`${verb}${ending}${first.endsWith("!") ? "!" : "."}`), guard);
}
