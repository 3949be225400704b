import type { Delivery, FactSheet } from "../../../core/listing/types";
import type { GenerationInput } from "../listing";

// PLACEHOLDER until the fact reader (branch i-facts) is merged: it reads only the creator's
// choices, not the description, so it finds no key facts, negations or names.
const DELIVERY: Record<GenerationInput["category"], Delivery> = { course: "watch", planner: "import", wallart: "print", others: "download" };

export function readFacts(input: GenerationInput): FactSheet {
  const duplicated = input.targetPlatform.length > 0 && input.targetPlatform.every((app) => app.toLowerCase() === "notion");
  return {
    category: input.category,
    product: input.category === "wallart" ? "wall art" : input.category,
    subject: null,
    audience: [],
    level: null,
    negations: [],
    counts: [],
    sizes: [],
    durations: [],
    years: [],
    included: [],
    formats: input.fileFormats ? [input.fileFormats] : [],
    apps: input.targetPlatform,
    delivery: duplicated ? "duplicate" : DELIVERY[input.category],
    outline: [],
    quotes: [],
    names: [],
    spelling: "us",
    corrections: [],
    keyFacts: [],
  };
}
