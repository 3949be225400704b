import { isKnownWord } from "../read/facts/dictionary";
/** Case repairs: shouting, Title Case headings and brand spellings. */
const ACRONYMS = new Set([
  "PDF",
  "PNG",
  "JPEG",
  "JPG",
  "PSD",
  "SVG",
  "SQL",
  "HTML",
  "CSS",
  "UI",
  "UX",
  "SEO",
  "AI",
  "API",
  "USA",
  "UK",
  "US",
  "DIY",
  "A4",
  "A5",
  "A3",
  "ADHD",
  "CEO",
  "KPI",
  "CRM",
  "PPTX",
  "EU",
  "GPT",
  "MBA",
  "TV",
  "NYC",
  "HD",
  "4K",
  "3D",
  "OKR",
  "OKRS",
  "FAQ",
  "PR",
  "HR",
  "IT",
  "R",
]);

// Short everyday words a calm text shouts ("in ONE place", "ALL 12 signs"); "VAT", "CTR" and "PDF" stay.
const SHOUTED_SHORT = new Set("ONE ALL NEW THE YOU OUR ANY BIG FUN NOW OFF TOO WHY HOW YES FOR OWN WAY DAY EACH".split(" "));

export const BRANDS: Record<string, string> = {
  goodnotes: "GoodNotes",
  notability: "Notability",
  onenote: "OneNote",
  evernote: "Evernote",
  ipad: "iPad",
  iphone: "iPhone",
  canva: "Canva",
  figma: "Figma",
  photoshop: "Photoshop",
  procreate: "Procreate",
  excel: "Excel",
  powerpoint: "PowerPoint",
  python: "Python",
  javascript: "JavaScript",
  typescript: "TypeScript",
  etsy: "Etsy",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
  pinterest: "Pinterest",
  shopify: "Shopify",
  wordpress: "WordPress",
  lightroom: "Lightroom",
  xero: "Xero",
  quickbooks: "QuickBooks",
  xodo: "Xodo",
  noteshelf: "Noteshelf",
  matplotlib: "Matplotlib",
  numpy: "NumPy",
  pandas: "pandas",
  airtable: "Airtable",
  trello: "Trello",
  squarespace: "Squarespace",
  illustrator: "Illustrator",
  notion: "Notion",
  obsidian: "Obsidian",
};

export function fixCase(text: string): string {
  // A text, or one line of it ("WHAT YOU'LL LEARN"), in capitals is shouting.
  const shouts = (part: string) => {
    const letters = part.replace(/[^\p{L}]/gu, "");
    return letters.length > 8 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.6;
  };
  if (!shouts(text) && text.includes("\n")) return text.split("\n").map(fixCase).join("\n");
  const shouting = shouts(text);
  const one = (word: string, offset: number) => {
    const lower = word.toLowerCase();
    if (Object.hasOwn(BRANDS, lower) && (shouting || word === word.toUpperCase() || word === lower)) return BRANDS[lower] ?? word;
    if (ACRONYMS.has(word.toUpperCase()) && word === word.toUpperCase()) return word;
    // "A BALANCING ELEPHANT": the article comes down with the shouting ("A4" and "A-Z" stay).
    if (shouting && word === "A" && /^\s\p{L}/u.test(text.slice(offset + 1, offset + 3))) return "a";
    // One shouted word in a calm text ("the BEST planner") comes down; an acronym no dictionary knows ("NASA", "GCSE") stays.
    return word.length > 1 && word === word.toUpperCase() && (shouting || (word.length > 3 && isKnownWord(lower)) || SHOUTED_SHORT.has(word)) ? lower : word;
  };
  const words = [...text.matchAll(/\p{L}[\p{L}\d]*/gu)].map((match) => ({ word: match[0], at: match.index, fixed: one(match[0], match.index) }));
  // "NOT TODAY" is one shouted phrase: once a word of a run of shouted words comes down, its other
  // known words come down with it ("NOT gates" alone stays; an acronym in the run stays).
  type Entry = (typeof words)[number] | undefined;
  const shouted = (entry: Entry) => !!entry && entry.word.length > 1 && entry.word === entry.word.toUpperCase();
  const joined = (a: Entry, b: Entry) => !!a && !!b && shouted(a) && shouted(b) && /^ +$/.test(text.slice(a.at + a.word.length, b.at));
  for (let first = 0; first < words.length;) {
    let last = first;
    while (joined(words[last], words[last + 1])) last += 1;
    const run = words.slice(first, last + 1);
    if (run.length > 1 && run.some((entry) => entry.fixed === entry.word.toLowerCase()))
      for (const entry of run)
        if (entry.fixed === entry.word && !ACRONYMS.has(entry.word) && isKnownWord(entry.word.toLowerCase())) entry.fixed = entry.word.toLowerCase();
    first = last + 1;
  }
  const byOffset = new Map(words.map((entry) => [entry.at, entry.fixed]));
  let fixed = text.replace(/\p{L}[\p{L}\d]*/gu, (word, offset: number) => byOffset.get(offset) ?? word);
  if (shouting) fixed = fixed.replace(/(^|[.!?]\s+|\n\s*)(\p{Ll})/gu, (_, lead: string, first: string) => lead + first.toUpperCase());
  return fixed;
}

/** "Safari Nursery Prints" as a heading reads as a name to the tagger; sentence case reads as words. */
export function sentenceCase(line: string): string {
  const words = line.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const titled = words.length >= 2 && words.every((word) => /^\P{L}*\p{Lu}/u.test(word) || /^(?:of|and|for|the|a|an|in|on|to|with|&)$/.test(word));
  if (!titled) return line;
  return line.replace(/\p{L}[\p{L}\d'’-]*/gu, (word, offset: number) => {
    if (Object.hasOwn(BRANDS, word.toLowerCase()) || ACRONYMS.has(word) || /^[a-z]+[A-Z]/.test(word)) return word;
    return offset === line.search(/\p{L}/u) ? word : word.toLowerCase();
  });
}

/** Brands, acronyms and camel-cased names keep their capitals in running text. */
export const isBrand = (word: string) => Object.hasOwn(BRANDS, word.toLowerCase()) || /^\p{Lu}{2,}|^[a-z]+[A-Z]/u.test(word);
