import { MARKETPLACE_RULES } from "../marketplace-rules";
import type { CheckStep } from "../step";
import { refusedTagCharacters, repairTagCharacters } from "../tag-characters";
import { quote } from "../text";
import type { CheckFinding } from "../types";

const { etsyTagCharacters } = MARKETPLACE_RULES;

/** Etsy's tag characters: repairs what it can, drops what it cannot, asks for review only when no tag would be left. */
export const checkTagCharacters: CheckStep = (listing) => {
  const findings: CheckFinding[] = [];
  const keywords: string[] = [];
  for (const tag of listing.keywords) {
    const refused = refusedTagCharacters(tag);
    if (!refused.length) {
      keywords.push(tag);
      continue;
    }
    const fixed = repairTagCharacters(tag);
    const why = `Etsy refuses ${refused.map(quote).join(" ")} in tags`;
    if (fixed) keywords.push(fixed);
    findings.push({
      check: "tag-characters",
      outcome: "repaired",
      field: "keywords",
      message: fixed
        ? `Rewrote the tag ${quote(tag)} as ${quote(fixed)}: ${why}.`
        : `Dropped the tag ${quote(tag)}: ${why} and no sensible tag is left without them.`,
    });
  }
  if (!findings.length) return { listing, findings };
  if (!keywords.length) {
    const message = `No tag is left once the characters Etsy refuses are gone: write tags with letters, digits, spaces and ${etsyTagCharacters.chars.join(" ")} only.`;
    return { listing, findings: [{ check: "tag-characters", outcome: "review", field: "keywords", message }] };
  }
  return { listing: { ...listing, keywords }, findings };
};
