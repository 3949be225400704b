import type { TitleChoice } from "../../../core/listing/title-choices";
import type { EditableListing, ListingSection } from "../../../core/listing/editable";
import type { FactSheet } from "../../../core/listing/types";
import type { GeneratedListing, GenerationInput } from "../listing";
import type { ProgressUpdate } from "../progress/progress";
import type { DraftSection } from "../progress/draft-section";

export interface GenerationContext {
  productId: string;
  /** Read once from the input before the generator runs; the copy must not contradict it. */
  facts: FactSheet;
  /** Aborted when the attempt times out. */
  signal: AbortSignal;
  report(update: ProgressUpdate): Promise<void>;
  /** A section a streaming model has finished, shown before the listing is complete (decision 022). */
  section?(section: DraftSection, update: ProgressUpdate): Promise<void>;
}

/**
 * Turns a creator's input into a listing. "deferred" means an outside workflow will report the
 * result later through the callback endpoint. Whatever it returns is checked (checkListing) before
 * it is stored, so a generator need not repair its own output.
 */
export interface Generator {
  name: "builtin" | "openai" | "webhook";
  generate(input: GenerationInput, context: GenerationContext): Promise<GeneratedListing | "deferred">;
}

/** A creator's request to rewrite a finished listing, or one section of it. */
export interface RegenerationRequest {
  id: string;
  /** null: every section not locked (alt texts only when asked for by name). */
  section: ListingSection | null;
  /** The sections to write: the one asked for, or every section a whole regeneration covers. */
  sections: ListingSection[];
  instruction: string | null;
  locked: ListingSection[];
  /** The listing as stored when the attempt started: what the new text must differ from. */
  current: EditableListing;
  /** How many regenerations of this product came before: picks other wordings each time. */
  variant: number;
}

export interface RegenerationContext extends GenerationContext {
  regeneration: RegenerationRequest;
}

export interface RegeneratedSections {
  sections: Partial<EditableListing>;
  /** When the title is rewritten: the titles to offer beside it (issue 33); without them, only the new title is. */
  titleChoices?: TitleChoice[];
  /** Told to the creator beside the result (an instruction the writer could not follow, say). */
  note?: string | null;
}

/**
 * The same three generators, asked for new text for some sections of a stored listing. Only the
 * requested sections of the answer are kept; the job merges them into the listing as it is then.
 * "deferred": a workflow answers later through the callback.
 */
export interface Regenerator {
  name: Generator["name"];
  regenerate(input: GenerationInput, context: RegenerationContext): Promise<RegeneratedSections | "deferred">;
}
