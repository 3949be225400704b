import type { GeneratedListing, GenerationInput } from "./listing";
import type { ProgressUpdate } from "./progress";

export interface GenerationContext {
  productId: string;
  /** Aborted when the attempt times out. */
  signal: AbortSignal;
  report(update: ProgressUpdate): Promise<void>;
}

/**
 * Turns a creator's input into a listing. "deferred" means an outside workflow will report the
 * result later through the callback endpoint.
 */
export interface Generator {
  name: "builtin" | "openai" | "webhook";
  generate(input: GenerationInput, context: GenerationContext): Promise<GeneratedListing | "deferred">;
}
