import { generateBuiltin } from "./builtin/generate";
import type { Generator } from "./generator";

// At the i-facts merge this becomes generateBuiltin(input, context.facts).
export const builtinGenerator: Generator = { name: "builtin", generate: async (input) => generateBuiltin(input) };
