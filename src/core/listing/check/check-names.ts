import { fieldLabel, mapTexts } from "../fields";
import type { CheckStep } from "../step";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Brand and proper names with the casing the fact sheet gives (GoodNotes, iPad); tags stay lower case. */
export const checkNames: CheckStep = (listing, facts) => {
  const names = facts.names.filter((name) => name.length >= 2 && name !== name.toLowerCase());
  if (!names.length) return { listing, findings: [] };
  const patterns = names.map((name) => ({ name, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, "giu") }));
  const fix = (text: string) => patterns.reduce((out, { name, pattern }) => out.replace(pattern, () => name), text);
  const { listing: next, changed } = mapTexts(listing, fix, false);
  const findings = changed.map((field) => ({
    check: "names" as const,
    outcome: "repaired" as const,
    field,
    message: `Wrote ${names.join(", ")} with the right casing in ${fieldLabel(field)}.`,
  }));
  return { listing: next, findings };
};
