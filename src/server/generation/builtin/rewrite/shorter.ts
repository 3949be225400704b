import { paragraphsOf, sentencesOf, upperFirst } from "./text";

/** How many items a shorter list keeps: about three in five, at least `min`, fewer than before. */
export const fewer = (count: number, min = 1) => Math.max(min, Math.min(count - 1, Math.ceil(count * 0.6)));

/** A bullet without its trailing reason or aside: "Frame not included, so you can pick one" → "Frame not included". */
export function shorterLine(text: string): string {
  const cut =
    text
      .replace(/\s*\([^)]*\)\s*$/, "")
      .split(/,\s+(?:so|so that|which|because|instead of|next to|and|all in one|no)\s+|\s+(?:—|–)\s+|\s+instead of\s+/)[0]
      ?.trim() ?? text;
  if (cut !== text && cut.length >= 12) return cut;
  // Last resort: the first of two joined actions, when it stands on its own (four words or more).
  const [first = text] = text.split(/\s+and\s+(?=\p{Ll})/u);
  return first !== text && first.split(/\s+/).length >= 4 ? first : text;
}

/** The title's lead: the part before a dash, else without its last comma-separated part. */
export function shorterTitle(title: string): string {
  const bare = title.replace(/\s*\([^)]*\)\s*$/, "");
  if (bare !== title && bare.length >= 12) return bare;
  const [lead] = title.split(/\s+[–—|-]\s+/);
  if (lead && lead !== title && lead.length >= 12) return lead.trim();
  const parts = title.split(/,\s+/);
  return parts.length > 1 ? parts.slice(0, -1).join(", ") : title;
}

/** Prose with about half its sentences (a long text: half its paragraphs), asides in brackets dropped. */
export function shorterProse(text: string): string {
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length > 2) return paragraphs.slice(0, Math.ceil(paragraphs.length / 2)).join("\n\n");
  const sentences = sentencesOf(paragraphs.join(" "));
  const kept = sentences.slice(0, Math.max(1, Math.floor(sentences.length / 2)));
  return kept.join(" ").replace(/\s*\([^)]*\)(?=[.!?]?$)/, "");
}

/** A call to action without its second half: "Download the planner and fill in a page today." → "Download the planner today." */
export function shorterCta(cta: string): string {
  const [first = cta] = sentencesOf(cta);
  const [verb] = first.split(/\s+and\s+|,\s+/);
  if (!verb || verb === first.replace(/[.!?]+$/, "")) return first;
  const ending = /\btoday[.!?]*$/i.test(first) ? " today" : "";
  return upperFirst(`${verb}${ending}${first.endsWith("!") ? "!" : "."}`);
}
