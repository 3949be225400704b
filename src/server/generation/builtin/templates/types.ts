import type { Item, Profile } from "../profile";

/** Copy for one common subject within a category (budget planners, botanical prints, coding courses). */
export interface TopicCopy {
  /** Lemmas that point to this subject. */
  words: readonly string[];
  /** How running text refers to it: "your money", "your studies". */
  focus: string;
  benefits: readonly string[];
  useCases: readonly string[];
}

/** A described part as templates see it: "goal dashboard", "a goal dashboard", singular. */
export type FrameItem = Pick<Item, "text" | "running" | "plural">;

/** Dresses a noun phrase from the description as a feature: "Monthly reviews built right into the tracker". */
export type ItemFrame = (item: FrameItem, p: Profile) => string;

export interface CategoryCopy {
  /** The category's own search words; keywords may be drawn from these. */
  vocabulary: readonly string[];
  topics: readonly TopicCopy[];
  /** Used when no topic matches: "your plans", "your space". */
  defaultFocus: string;
  itemFrames: readonly ItemFrame[];
  /** Whether a described part reads well in an item frame; all do unless this says otherwise. */
  frameable?: (item: Item) => boolean;
  /** A category's own wording for some parts ("Quizzes to check your understanding"); null falls back to the frames. */
  describeItem?: (item: Item) => string | null;
  /** Platform and format facts, as feature bullets. */
  facts(p: Profile): string[];
  fallbackFeatures(p: Profile, focus: string): string[];
  benefits(p: Profile, focus: string): string[];
  usps(p: Profile, focus: string): string[];
  useCases(p: Profile, focus: string): string[];
  /** What an audience named in the description does with it: "using the tracker to …". */
  audienceUse(p: Profile, focus: string): string;
  summary(p: Profile, focus: string): string;
  opening(p: Profile, focus: string): string;
  delivery(p: Profile): string | null;
  closing(p: Profile): string;
  cta(p: Profile, focus: string): string;
  whyChooseUs(p: Profile, focus: string): string[];
}
