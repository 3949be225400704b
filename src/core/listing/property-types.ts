import type { DescriptionReading } from "./description-reading";

/** One thing a listing property metric found wrong: the offending text and why (issue 29). */
export interface Offence {
  text: string;
  why: string;
}

/**
 * What a metric may know besides the listing and the fact sheet. The listing check has neither
 * (it runs on the fact sheet alone); the evaluation reads the description with the tagger.
 */
export interface MeasureContext {
  reading?: DescriptionReading;
  /** The name the creator typed in the wizard, when there is one: it is the subject. */
  productName?: string | null;
}
