import type { Line } from "./clean-input";
import { KINDS } from "./lexicon";
import { EXCLUDES, namesRooms, namesTheProduct, notAPart, splitList } from "./parts";

const INCLUDES_HEADING =
  /\b(?:what(?:'|’)?s included|what(?:'|’)?s inside|inside|includes?|included|you(?:'|’)?ll get|you will get|you get|you will receive|you(?:'|’)?ll receive|contents?|details|features?|the bundle)\b/i;
const INCLUDES_INLINE =
  /(?<!\b(?:not|no|never|doesn.t|does not)\s)\b(?:includes?|including|comes with|you(?:'|’)?ll get|you will get|you (?:also )?get|you(?:'|’)?ll receive|you will receive|inside you(?:'|’)?ll find|features?|plus)\s*:?\s+([^.!?]+)/gi;
const MAX_ITEMS = 12;
// The seller's own work or what they did: "my work preparing it", "I recreated the look of …" (not "I teach you to make …").
const SELLERS_WORK = /\b(?:my|our)\s+(?:own\s+)?(?:work|process|workflow)\b|\b(?:I|we)\s+(?:\p{L}+ed|did|made|spent|drew|took|shot|built)\b/iu;
// "Pick a colour: midnight, forest, ocean", "Colours: sage or rust": the buyer's options, not parts.
const CHOICE_LEAD = /^\s*(?:pick|choose|select)\b|\b(?:colou?rs?|colou?rways?|options?|variants?|available in)\s*$/i;
// A part of a planner named by what it is: "Literature database", "Weekly check-in template".
const PART_HEAD =
  /\b(?:database|log|tracker|map|pages?|sheets?|template|board|view|list|chart|calendar|grid|box|section|dashboard|record|diary|index|spread|summary|form|cards?|table)$/i;
const namesPart = (lead: string) => PART_HEAD.test(lead) && words(lead) <= 5;
/** "Plot map: beds, paths, compost bays": a list line that names a part and its fields is the part. */
const partOfFields = (line: string) => {
  const [lead = "", ...rest] = line.split(/:\s+/);
  return rest.length > 0 && (rest.join(":").match(/,/g) ?? []).length >= 2 && namesPart(lead.trim()) ? lead.trim() : line;
};
// "11 video lessons + a compound interest spreadsheet + a worksheet": what a course's lessons come with.
const LESSONS_PLUS = /\b\d+\s[^+.!?\n]{0,40}?\b(?:lessons?|videos?|vids|modules?|classes|sessions?|lectures?)\b[^+.!?\n]{0,40}?\s\+\s([^.!?\n]+)/gi;
const THERE_IS = /\bthere(?:'s|’s| is| are)(?:\s+also)?\s+([^.!?]+)/gi;
const ALL_KINDS = new Set<string>(Object.values(KINDS).flat());
const WITH_LIST = /(?<!\b(?:not|no|never|doesn.t|does not|comes)\s)\bwith\s+([^.!?:;]+)/gi;
// "a prayer request list where you can mark answered prayers": what the part does is not its name.
const RELATIVE = /\s+(?:where|that|which|so that|to help|you can|for you to)\b[^,]*/gi;

// "Packing checklist (card reader, float, table cloth, bunting…)" is two words long: a bracket only details the part.
const words = (text: string) =>
  text
    .replace(/\s*\([^()]*\)/g, "")
    .split(/\s+/)
    .filter(Boolean).length;
const tidy = (text: string) =>
  text
    .replace(/^(?:a|an|the|my|our|your)\s+/i, "")
    .replace(/[.:;,!]+$/, "")
    // "✔ Video tutorial included": the list already says it is included.
    .replace(/(?<!\bnot|\bnever)\s+(?:included|incl\.?)$/i, "")
    .trim();
// "track your bump week by week" is something the buyer does, not something they receive.
const VERB_START =
  /^(?:track|record|plan|log|make|write|see|keep|get|use|prints?|download|edit|change|save|add|fill|choose|pick|just|simply|works?|fits?|opens?)\b/i;
// A lone adjective from "weekly and daily pages" or a measure ("12 months") is not a part of the product.
const LONE =
  /^(?:undated|dated|weekly|daily|monthly|yearly|hyperlinked|printable|editable|digital|instant|minimal|minimalist|colou?rful|items?|things?|stuff|extras?|more|lists?|pages?|(?:every|each)\s.*|\d.*)$/iu;
// "recorded in 2025", "beginner-friendly": what the product is like, not a part of it.
// "framed by whiplash curves", "surrounded by wildflowers": a participle and its agent describe, they are no part.
const ATTRIBUTE =
  /^\p{L}+ed\s+by\b|^(?:recorded|filmed|shot|updated|released|made|designed|created|written|taught|hosted|narrated|drawn|painted|rendered|engraved|restored|scanned|photographed|hand-\w+)\b|[-\s](?:friendly|ready|approved|coded|colou?red|drawn|made|painted|sized|based)$/iu;
// A part ends on what it is, never on a preposition or a joining word.
const DANGLING = /\s(?:from|to|with|of|for|in|on|at|by|into|onto|and|or|the|a|an)$/i;
// Headings of a pasted listing ("★ HOW TO ORDER ★") and notices are not parts of the product.
export const NOTICE =
  /^(?:how to order|how it works|please note|note|notes|faq|shipping|refunds?|returns?|about|details|instructions|important)$|\bnot included\b|\bno physical\b|\brefunds?\b/i;
/** A phrase as read, before "my" and "the" are tidied away: "my mum" is the seller's mother, not a part called "mum". */
const usable = (raw: string, listLine = false) => {
  const item = tidy(raw);
  return (
    !NOTICE.test(item) &&
    words(item) >= 1 &&
    words(item) <= 8 &&
    /\p{L}{3}/u.test(item) &&
    !VERB_START.test(item) &&
    !LONE.test(item) &&
    !ATTRIBUTE.test(item) &&
    // "drop from" of "drag and drop from": a clause cut off at its preposition is no part.
    !DANGLING.test(item) &&
    !/\d+:\d+|\bdpi\b|\bratios?\b|['‘’“”"]/i.test(item) &&
    notAPart(raw.replace(/^(?:a|an|the)\s+/i, "").replace(/[.:;,!]+$/, ""), listLine) === null
  );
};

/**
 * The parts of a list, up to what it leaves out ("3 prints, no frame"); none when it names the
 * product again and again. A long lead-in before the first comma ("Dated Jan–Dec 2026 … 12 monthly
 * spreads, weekly pages, …") is prose, not a part.
 */
function listed(list: string): string[] {
  // "…, Auvergne and Provence, each with its famous cheeses": what follows "each" describes the items.
  const described = /,\s+(?:each|every one|all of them)\b/i.exec(list)?.index;
  const kept = list.slice(0, Math.min(EXCLUDES.exec(list)?.index ?? list.length, described ?? list.length));
  const items = splitList(kept).filter((item) => words(item) <= 12);
  // "…in about 10 minutes: where you grew up, your first home, your favourite holiday": occasions to use it, not parts.
  const occasions = /^(?:where|when|wherever|whenever|who|whoever)\b/i.test(items[0]?.trim() ?? "");
  return occasions || namesTheProduct(items) || namesRooms(items) ? [] : items;
}

/** What the buyer receives: list lines under "What's included", or "includes a, b and c". */
export function readIncluded(lines: readonly Line[], rawText: string, category?: string): string[] {
  // The words of a quote print are its quote, not a list of parts.
  // A quoted name before a noun is that part's name ("a 'wines to try' list"), outside wall art.
  const named =
    category === "wallart" ? rawText : rawText.replace(/(?<=^|\s)['‘“"]([^'’”"]{2,30})['’”"](?=\s+\p{L})/gu, (_, name: string) => name.replace(/[!?.,]+$/, ""));
  const text = named.replace(/[“"][^”"]*[”"]|(?<=^|\s)['‘][^'’]*['’](?=\s|[.,!?]|$)/g, " ");
  const items: string[] = [];
  const listLines = new Set<string>();
  const start = lines.findIndex((line) => INCLUDES_HEADING.test(line.text) && line.text.endsWith(":"));
  const under = start >= 0 ? lines.slice(start + 1) : lines;
  for (const line of under) {
    if (line.text.endsWith(":") && !line.marked && items.length > 0) break;
    if (line.marked || (start >= 0 && words(line.text) <= 8)) {
      items.push(partOfFields(line.text.replace(/[.:;,!]+$/, "")));
      listLines.add(items.at(-1) ?? "");
    }
  }
  for (const m of text.matchAll(INCLUDES_INLINE)) items.push(...listed(m[1] ?? ""));
  for (const m of text.matchAll(LESSONS_PLUS)) items.push(...(m[1] ?? "").split(/\s+\+\s+/).flatMap(listed));
  // "There's a profile page for each plant, a watering log and a pest diary": a list the seller says is there.
  for (const m of text.matchAll(THERE_IS)) {
    const parts = listed(m[1] ?? "").filter((part) => usable(part));
    if (parts.length >= 2 && parts.every((part) => words(tidy(part)) <= 8)) items.push(...parts);
  }
  // "Budget planner with a bill tracker, savings goals and a debt payoff page": three or more things
  // after "with" are its parts; "with love" or "with a pair of secateurs" is one thing, not a list.
  // Wall art "with" things shows them ("birth poster with baby's name, date and weight"): they are not parts.
  for (const m of category === "wallart" ? [] : text.matchAll(WITH_LIST)) {
    // Said of the product ("journal with …", "…, with …"), not of one of its parts ("patient box with room #, age …").
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), m.index).trimEnd();
    const lastWord = /([\p{L}-]+)$/u.exec(before)?.[1]?.toLowerCase().replace(/s$/, "") ?? "";
    if (!before.endsWith(",") && !ALL_KINDS.has(lastWord)) continue;
    const parts = listed((m[1] ?? "").replace(RELATIVE, ""));
    if (parts.length >= 3 && parts.every((part) => words(tidy(part)) <= 6)) items.push(...parts);
  }
  for (const [index, sentence] of text.split(/(?<=[.!?])\s+/).entries()) {
    const tail = sentence
      .split(/:\s+|\s[-–—]\s/)
      .slice(1)
      .join(", ")
      .replace(/[.!?]+$/, "");
    // "what you're paying for is my work preparing it: upscaling, proofing and cropping": the seller's work, not parts.
    const lead = sentence.split(/:\s+|\s[-–—]\s/)[0] ?? "";
    if (tail && !SELLERS_WORK.test(lead) && !CHOICE_LEAD.test(lead)) {
      const parts = listed(tail);
      // "Literature database: citation, year, method …": the fields of one part, which is the part.
      // The opening's "Aquarium water parameter log – ammonia, nitrite …" is the product and its fields.
      const part = lead.replace(/^[\s•*·-]+/, "").trim();
      const whole = index > 0 && namesPart(part);
      if (parts.length >= 3 && parts.every((item) => words(tidy(item)) <= 8)) items.push(...(whole ? [part] : parts));
    }
    // A sentence that is only a list: "Brain dump page, top 3 priorities, time blocking and a reward tracker."
    // Only short items: "Running an Etsy shop means juggling orders, stock …" is prose, not a list.
    // A sentence INCLUDES_INLINE read already ("Includes a, b and c.") is not read again as a bare list.
    // "Moody, dark academia, great for bathrooms and studies": a sentence of where it suits describes it.
    else if (
      !/\b(?:is|are|will|you|we|i|it|means?|includ\w*|comes with|features?)\b|\b(?:great|perfect|ideal|lovely|good|made)\s+(?:for|in|as)\b/i.test(sentence) &&
      !VERB_START.test(sentence)
    ) {
      const bare = listed(sentence.replace(/[.!?]+$/, ""));
      // A long list ("Rent roll, tenant details, lease end dates, … expenses by Schedule E category") may hold a longer item or two.
      const short = bare.filter((item) => words(tidy(item)) <= 4).length;
      // Its first item is short too: "Personalised birth poster with baby's name, date, time …" is a sentence that ends in a list.
      const firstShort = words(tidy(bare[0] ?? "")) <= 4;
      const listLike =
        bare.length >= 5 && firstShort
          ? short >= bare.length * 0.75 && bare.every((item) => words(tidy(item)) <= 8)
          : bare.every((item) => words(tidy(item)) <= 4);
      if (bare.length >= 3 && listLike) items.push(...bare);
    }
  }
  const kept = items.filter((item) => usable(item, listLines.has(item))).map(tidy);
  // "De-essing" read again from "De-essing, saturation and parallel compression" is already there.
  const unique = kept.filter((item, i) => kept.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i);
  return unique.filter((item) => !unique.some((other) => other !== item && other.toLowerCase().includes(item.toLowerCase()))).slice(0, MAX_ITEMS);
}

const QUOTED = /[“"«]([^”"»]{6,160})[”"»]|(?:^|\s)['‘]([^'’]{6,160})['’](?=\s|[.,!?]|$)/g;
const READS = /\b(?:reads|says|quote|saying|text|words|lettering)\s*:\s*([^.!?\n]{6,160})/i;

const ART_HEADS = /\b(?:print|prints|poster|sign|wall art|art|canvas)\b/i;

/** "But first, coffee ☕ kitchen print": a short slogan before the product on the first line. */
function slogan(text: string): string | null {
  const first = text.split(/\n/)[0] ?? "";
  const [before, ...rest] = first.split(/\s*(?:\p{Extended_Pictographic}\uFE0F?)+\s*|\s[-–—|]\s/u);
  const tail = rest.join(" ");
  if (!before || !ART_HEADS.test(tail) || ART_HEADS.test(before)) return null;
  return before.split(/\s+/).length <= 6 && /[,!]/.test(before) ? before.trim() : null;
}

/** "NOT TODAY typography print": words in capitals that open a line in lower case are the words printed. */
function capitalsLead(text: string): string | null {
  const match = /^\s*((?:\p{Lu}[\p{Lu}'’]*[\s,!.]+){1,5}?\p{Lu}[\p{Lu}'’]+)\s+\p{Ll}/u.exec(text);
  const words = match?.[1]?.split(/\s+/) ?? [];
  return match?.[1] && words.length >= 2 ? match[1].trim() : null;
}

/** Words printed on a quote print, as the seller wrote them. */
export function readQuotes(raw: string, category: string): string[] {
  const text = raw.replace(/<[^>]*>/g, " ");
  const lead = category === "wallart" ? (slogan(text) ?? capitalsLead(text)) : null;
  if (lead) return [lead];
  if (category !== "wallart" && !/\bquote|saying|lettering|typography\b/i.test(text)) return [];
  const quotes = [...text.matchAll(QUOTED)].map((m) => (m[1] ?? m[2] ?? "").trim()).filter((quote) => words(quote) >= 2);
  const reads = READS.exec(text)?.[1]?.trim();
  return [...new Set([...quotes, ...(reads && words(reads) >= 2 && quotes.length === 0 ? [reads] : [])])].slice(0, 4);
}
