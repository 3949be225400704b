/**
 * The listing pipeline's shared types (issue 12). The fact sheet and the check report are stored with the
 * product and shown to the creator, so both are plain JSON.
 */

export type ListingCategory = "course" | "planner" | "wallart" | "others";
export type Spelling = "uk" | "us";

/** How a buyer gets the product into use; it decides which claims are true ("print it" or not). */
export type Delivery = "print" | "duplicate" | "edit-then-print" | "import" | "watch" | "download";

/** A fact the copy must carry, with the words that show it is there. */
export interface KeyFact {
  /** Stable id within one sheet, e.g. "duration:6-weeks", "size:a4", "count:3-prints". */
  id: string;
  kind: "subject" | "count" | "size" | "duration" | "year" | "included" | "format" | "app" | "quote" | "name" | "audience" | "level" | "outline";
  /** How the creator sees it: "6 weeks", "A4 and US Letter", "200-hour". */
  label: string;
  /** Lower-case phrases; the fact counts as covered when any one appears in the listing text. */
  matches: string[];
}

/** Something the product is not or does not include; copy claiming it is a contradiction. */
export interface Negation {
  /** The seller's words: "not for beginners", "no frame included". */
  label: string;
  /** Lower-case phrases a listing must not claim, e.g. ["for beginners", "beginner-friendly"]. */
  forbidden: string[];
}

export interface CourseInfo {
  instructor?: string;
  duration?: string;
  level?: string;
  language?: string;
  certificate?: string;
}

export interface FactSheet {
  category: ListingCategory;
  /** What it is, in buyer words: "Excel course", "set of 3 botanical line-art prints". */
  product: string;
  /** Its subject, or null when the description names none: "small-business bookkeeping". */
  subject: string | null;
  /** False when the reader could not tell the product's name and the creator gave none (issue 29); absent on older sheets: read as sure. */
  subjectSure?: boolean;
  audience: string[];
  level: "beginner" | "intermediate" | "advanced" | "all-levels" | null;
  negations: Negation[];
  counts: string[];
  sizes: string[];
  durations: string[];
  years: string[];
  included: string[];
  formats: string[];
  apps: string[];
  delivery: Delivery;
  /** The seller's own outline or module list, in order. */
  outline: string[];
  /** What a course page lists, each only when the seller states it (issue 29). Courses only; absent on older sheets. */
  courseInfo?: CourseInfo;
  quotes: string[];
  /** Proper names and brands with the seller's (or the brand's) casing: "GoodNotes", "Lisbon". */
  names: string[];
  spelling: Spelling;
  /** Obvious typos corrected before any copy was written. */
  corrections: Array<{ from: string; to: string }>;
  keyFacts: KeyFact[];
  /** Words the seller's voice avoids (issue 33); the "avoid-words" check keeps them out of every text. Absent on older sheets. */
  avoid?: string[];
}

export type CheckId =
  | "title-length"
  | "title-characters"
  | "tags"
  | "tag-characters"
  | "subtitle-length"
  | "fragments"
  | "repeats"
  | "title-subject"
  | "facts-covered"
  | "contradictions"
  | "markup"
  | "names"
  | "avoid-words";

export interface CheckFinding {
  check: CheckId;
  /** "passed": nothing to say; "repaired": fixed before storing; "review": the creator should look. */
  outcome: "passed" | "repaired" | "review";
  /** One sentence for the creator, e.g. "The description mentions 6 weeks; no field says so." */
  message: string;
  field?: string;
}

export interface CheckReport {
  passed: boolean;
  findings: CheckFinding[];
  /** The marketplace rules table the listing was checked against (RULES_VERSION). */
  rulesVersion?: string;
}

/** One description of the evaluation set (`npm run eval:listings`). */
export interface EvalCase {
  id: string;
  category: ListingCategory;
  description: string;
  targetPlatform: string[];
  fileFormats: string | null;
  /** Facts a copywriter would certainly keep: each phrase (lower case) must appear in the listing. */
  facts: string[];
  /** Tags a seller would expect: most should be among the 13 keywords. */
  tags: string[];
  /** Courses with a seller's module list: each topic must appear in the curriculum, in order. */
  modules?: string[];
}
