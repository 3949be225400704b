import type { FactSheet } from "../../../../core/listing/types";
import type { Voice } from "../../../../core/voice";

/** What the write stage works from: the fact sheet plus the seller's own sentences, read once. */
export interface Source {
  facts: FactSheet;
  /** The cleaned description's sentences, typos corrected. */
  sentences: string[];
  /** Lower-case words the description uses as nouns (and their lemmas): what a tag may be about. */
  nouns: ReadonlySet<string>;
  /**
   * Lower-case words the description only ever puts before a noun ("European woodlands", "Latin and
   * common names", "British beef cuts"): they describe something else, they are not what it shows.
   */
  modifiers: ReadonlySet<string>;
  /** Words the description only ever uses as verbs ("pulling", "setting"): no tag starts on one. */
  verbs: ReadonlySet<string>;
  /** Lines the seller pasted as a list, minus the outline (which becomes modules). */
  listLines: string[];
  /** The seller's opening promise when it is one short instruction: "Knit your first sweater". */
  promise: string | null;
  /** What the product lets the buyer do, from the seller's verbs: "track sleep and workouts". */
  actions: string[];
  /** Picks wording variants without randomness: the same input always gives the same listing. */
  seed: number;
  /** 0 for a first generation; a regeneration's count, which picks other sentence shapes. */
  variant: number;
  /** The product in running text ("Lisbon tram watercolor print") and its head noun ("print"). */
  product: string;
  head: string;
  /** Every proper name the description uses, with its casing: more than the fact sheet keeps. */
  names: string[];
  /** Names of places, people or works ("Lisbon", "Matisse"): no apps, acronyms or verse numbers. */
  places: string[];
  /** The subject when known, else the product: what "about" sentences name. */
  topic: string;
  /** A singular product ("planner") or several things ("prints"). */
  plural: boolean;
  /** The seller's voice (issue 33): the default one when they set none. */
  voice: Voice;
}
