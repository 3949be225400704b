import { generateBuiltin } from "./generate";
import { regenerateBuiltin } from "./regenerate";
import type { Generator, Regenerator } from "../generator";

/** The pipeline reads the fact sheet once (readFacts) and passes it in the context. */
export const builtinGenerator: Generator = { name: "builtin", generate: async (input, context) => generateBuiltin(input, context.facts) };

export const builtinRegenerator: Regenerator = {
  name: "builtin",
  regenerate: async (input, { facts, regeneration }) => {
    const { sections, titleChoices, notes, problem } = regenerateBuiltin(input, facts, regeneration);
    // The route refuses such an instruction up front; one stored while a model provider was configured can still arrive.
    const said = problem ? [`${problem} The text was rewritten without it.`, ...notes] : notes;
    return { sections, titleChoices, note: said.length > 0 ? said.join(" ") : null };
  },
};
