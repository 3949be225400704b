import { checkListing } from "./check-listing";
import { titleFragment } from "./check-title";
import type { CheckedListing } from "../listing-shape";
import { titleMissesSubject } from "../listing-subject";
import type { MeasureContext } from "../property-types";
import type { TitleChoice } from "../title-choices";
import { titleRepeatedWords } from "../title-properties";
import type { FactSheet } from "../types";

/**
 * Why a title may not be offered, or null: the rules every title of a listing keeps (issue 29): no
 * word twice, no lost first word, the subject named. Where the stored title (`stored`) names no
 * subject either (the reader was unsure what the product is called), a choice is held to no more.
 */
export function titleChoiceProblem(listing: CheckedListing, facts: FactSheet, context: MeasureContext = {}, stored?: string): string | null {
  const [repeated] = titleRepeatedWords(listing, facts);
  if (repeated) return repeated.why;
  if (titleFragment(listing).length) return "it starts on punctuation";
  const [missing] = titleMissesSubject(listing, facts, context);
  const storedMisses = stored !== undefined && titleMissesSubject({ ...listing, title: stored }, facts, context).length > 0;
  return missing && !storedMisses ? missing.why : null;
}

/**
 * The titles a generation offers, as the listing check stores them. `listing` is the checked listing
 * whose title is stored; that title comes first (under the angle of the choice it matches, else
 * subject first). Each other choice gets the check's repairs (length, Etsy's characters, names,
 * doubled phrases) and is left out when it still breaks a title rule or says the same as one kept.
 */
export function checkTitleChoices(
  listing: CheckedListing,
  choices: readonly TitleChoice[],
  facts: FactSheet,
  context: MeasureContext = {},
  /** What the stored title also had done to it (the creator's " (n)" suffix): done to each choice. */
  finish: (title: string) => string = (title) => title,
): TitleChoice[] {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const own = choices.find((choice) => same(choice.title, listing.title));
  const kept: TitleChoice[] = [{ angle: own?.angle ?? "subject", title: listing.title }];
  for (const choice of choices) {
    if (kept.some((k) => k.angle === choice.angle)) continue;
    const title = finish(checkListing({ ...listing, title: choice.title }, facts).listing.title);
    if (kept.some((k) => same(k.title, title))) continue;
    if (titleChoiceProblem({ ...listing, title }, facts, context, listing.title) === null) kept.push({ angle: choice.angle, title });
  }
  return kept;
}
