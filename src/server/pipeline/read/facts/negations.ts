import type { Negation } from "../../../../core/listing/types";
import { ruledOutApps } from "./formats";

/** What the seller says the product is not or does not include, and the claims that would contradict it. */
interface Rule {
  pattern: RegExp;
  label: string;
  forbidden: string[];
}

const BEGINNER_CLAIMS = [
  "for beginners",
  "for complete beginners",
  "for absolute beginners",
  "beginner-friendly",
  "beginner friendly",
  "no experience needed",
  "no prior experience",
  "no experience required",
  "from scratch",
  "perfect for beginners",
  "ideal for beginners",
];

const RULES: Rule[] = [
  {
    pattern:
      /\b(?:not|isn'?t|is not|never)\s+(?:a\s+|an\s+|for\s+|suitable\s+for\s+|meant\s+for\s+|designed\s+for\s+|aimed\s+at\s+|intended\s+for\s+)?(?:complete\s+|absolute\s+|total\s+)?beginners?\b|\bno beginners\b|\bnot beginner[- ]friendly\b|\bnot an? (?:intro|introductory)\b/i,
    label: "not for beginners",
    forbidden: BEGINNER_CLAIMS,
  },
  {
    pattern:
      /\b(?:no|not|without|doesn'?t|does not)\s+(?:include[sd]?\s+|come with\s+)?(?:a\s+|the\s+|any\s+)?frames?\b|\bframes?\s+(?:is\s+|are\s+)?(?:not|n't)\s+included\b|\bunframed\b|\bframes?\s+(?:sold\s+)?separately\b|\bframe\s+not\s+included\b/i,
    label: "no frame included",
    forbidden: [
      "frame included",
      "framed print",
      "comes framed",
      "includes a frame",
      "include a frame",
      "ready to hang",
      "in a frame",
      "with frame",
      "frame with",
      "with a frame",
      "arrives framed",
    ],
  },
  {
    pattern:
      /\bno\s+physical\b|\bnothing (?:will be|is) (?:shipped|mailed|sent)\b|\bnot a physical\b|\bno (?:print|poster|item) will be (?:shipped|mailed|sent)\b/i,
    label: "digital download, nothing is shipped",
    forbidden: ["free shipping", "ships within", "shipped to you", "physical print", "printed and shipped", "we ship"],
  },
  {
    // "Not editable in Canva" rules out an app, not editing: the layered PSD is edited in Photoshop.
    pattern: /\b(?:(?:[Nn]ot|[Nn]on|NOT|NON)[- ](?:editable|EDITABLE)|[Cc]annot be edited|[Cc]an'?t be edited)\b(?!\s+(?:in|with|on|using)\s+(?:the\s+)?[A-Z])/,
    label: "not editable",
    forbidden: ["editable", "fully customizable", "fully customisable", "edit the text", "customize the text", "customise the text"],
  },
  {
    pattern: /\b(?:personal use only|not for commercial use|no commercial use|for personal use only)\b/i,
    label: "personal use only",
    forbidden: ["commercial use", "commercial licence", "commercial license", "resell", "resale rights"],
  },
  {
    pattern: /\b(?:no|not)\s+(?:a\s+)?(?:video|videos)\b|\btext[- ]based course\b/i,
    label: "no video lessons",
    forbidden: ["video lessons", "video lesson", "hours of video", "video tutorials"],
  },
  {
    pattern: /\bundated\b/i,
    label: "undated",
    forbidden: ["dated planner", "pre-dated"],
  },
];

const APP_NEGATION = /\bnot (?:compatible|work(?:ing|s)?) (?:with|in|on) ([A-Z][\w]+(?: [A-Z][\w]+)?)/g;

const appNegation = (app: string): Negation => {
  const name = app.toLowerCase();
  return { label: `not compatible with ${app}`, forbidden: [`compatible with ${name}`, `works with ${name}`, `works in ${name}`, `for ${name}`, `in ${name}`] };
};

export function readNegations(text: string): Negation[] {
  const found = RULES.filter((rule) => rule.pattern.test(text)).map(({ label, forbidden }) => ({ label, forbidden }));
  // "Not editable in Canva", "PowerPoint is not supported": the apps the seller rules out, with the brand's casing.
  const apps = [...ruledOutApps(text), ...[...text.matchAll(APP_NEGATION)].map((m) => m[1] ?? "")];
  for (const app of apps.filter((app, i) => app && apps.findIndex((other) => other.toLowerCase() === app.toLowerCase()) === i)) found.push(appNegation(app));
  return found;
}

const PRINT_CLAIMS = ["print it", "print them", "print at home", "printable", "print and", "printed", "print the"];

/** The claim the delivery rules out: a Notion template or a spreadsheet is used on screen, never printed. */
export function deliveryNegation(delivery: string, printable: boolean): Negation | null {
  if (delivery === "duplicate" && !printable) return { label: "used in its app on screen, not printed", forbidden: PRINT_CLAIMS };
  return null;
}
