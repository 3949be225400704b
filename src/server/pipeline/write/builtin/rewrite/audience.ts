import { pick, titleCase } from "../../../text/polish";
import { endWith, lowerFirst, upperFirst } from "./text";

/** Works the audience a creator asked to focus on into each kind of section, without new claims. */
const LINES = {
  prose: (a: string) => [`Made with ${a} in mind`, `It is a good fit for ${a}`],
  features: (a: string) => [`Set up with ${a} in mind`, `Laid out for ${a}`],
  benefits: (a: string) => [`A good fit for ${a}`, `Made with ${a} in mind`],
  usp: (a: string) => [`Made for ${a}`, `Written with ${a} in mind`],
  useCases: (a: string) => [`Everyday use by ${a}`, `Handy for ${a}`],
};
export type AudienceKind = keyof typeof LINES;

export const audienceLine = (audience: string, seed: number, kind: AudienceKind) => pick(LINES[kind](audience), seed);

export function audienceTitle(title: string, audience: string, max: number): string {
  if (title.toLowerCase().includes(audience.toLowerCase())) return title;
  const [lead = title, ...rest] = title.split(/\s+[–—|]\s+/);
  const tail = ` for ${titleCase(audience)}`;
  const full = `${lead}${tail}${rest.length ? ` – ${rest.join(" – ")}` : ""}`;
  return full.length <= max ? full : `${lead}${tail}`.slice(0, max);
}

export const audienceProse = (text: string, audience: string, seed: number) => {
  if (text.toLowerCase().includes(audience.toLowerCase())) return text;
  const [first, ...rest] = text.split(/\n\s*\n/);
  const added = endWith(audienceLine(audience, seed, "prose"), ".");
  return rest.length ? [`${first} ${added}`, ...rest].join("\n\n") : `${endWith(text, ".")} ${added}`;
};

export const audienceList = (items: string[], audience: string, seed: number, kind: AudienceKind) =>
  items.some((item) => item.toLowerCase().includes(audience.toLowerCase())) ? items : [audienceLine(audience, seed, kind), ...items];

export const audienceCta = (cta: string, audience: string, names: readonly string[]) => `${upperFirst(audience)}, ${lowerFirst(cta, names)}`;

/** "busy teachers" + "planner" → "teachers planner", when it fits Etsy's 20 characters. */
export function audienceTag(keywords: string[], audience: string, head: string): string[] {
  const who = audience.toLowerCase().split(/\s+/).slice(-1)[0] ?? "";
  const tag = `${who} ${head.toLowerCase()}`;
  if (!who || tag.length > 20 || keywords.includes(tag)) return keywords;
  return [tag, ...keywords].slice(0, 13);
}
