import { generateBuiltin } from "./builtin/generate";
import type { Generator } from "./generator";

/** The pipeline reads the fact sheet once (readFacts) and passes it in the context. */
export const builtinGenerator: Generator = { name: "builtin", generate: async (input, context) => generateBuiltin(input, context.facts) };
