import { generateBuiltin } from "./builtin/generate";
import { regenerateBuiltin } from "./builtin/regenerate";
import type { Generator, Regenerator } from "./generator";

/** The pipeline reads the fact sheet once (readFacts) and passes it in the context. */
export const builtinGenerator: Generator = { name: "builtin", generate: async (input, context) => generateBuiltin(input, context.facts) };

export const builtinRegenerator: Regenerator = {
  name: "builtin",
  regenerate: async (input, { facts, regeneration }) => {
    const { sections, understood } = regenerateBuiltin(input, facts, regeneration);
    const note =
      regeneration.instruction && !understood
        ? `The instruction “${regeneration.instruction}” was not understood, so the text was rewritten without it.`
        : null;
    return { sections, note };
  },
};
