import { titleMissesSubject } from "../listing-subject";
import type { CheckStep } from "../step";
import { quote } from "../text";

/**
 * The title names what the product is (issue 29). The check has the fact sheet only: it holds the
 * title to the reader's subject and, without one, refuses a title of stock words ("Online Course").
 * When the reader was unsure, the creator is asked for the product's name.
 */
export const checkTitleSubject: CheckStep = (listing, facts) => {
  const [offence] = titleMissesSubject(listing, facts);
  if (!offence) return { listing, findings: [] };
  const message =
    facts.subjectSure === false
      ? "We were not sure what this product is called: add its name and regenerate."
      : `The title ${quote(listing.title)} does not say what the product is: ${offence.why}.`;
  return { listing, findings: [{ check: "title-subject", outcome: "review", field: "title", message }] };
};
