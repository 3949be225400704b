import type { FactSheet } from "../../core/listing/types";
import type { GeneratedListing, GenerationInput } from "./listing";
import type { ProgressUpdate } from "./progress";
import type { DraftSection } from "./stream/draft-section";

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
