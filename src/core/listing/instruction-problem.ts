import { BUILTIN_UNDERSTANDS } from "./instruction-set";
import type { ReadInstruction } from "./parse-instruction";
import { quote } from "./text";

const listed = (parts: string[]) => parts.map((part) => quote(part.length > 60 ? `${part.slice(0, 57)}…` : part)).join(", ");

/** Why the built-in writer cannot follow an instruction, or null; it names the set it does follow, so the creator can fix the text at once. */
export function instructionProblem(read: ReadInstruction): string | null {
  const problems: string[] = [];
  if (read.unknown.length > 0) {
    const what = read.unknown.length === 1 ? "This instruction needs" : "These instructions need";
    problems.push(`${what} a model provider: ${listed(read.unknown)}. Without one, the built-in writer understands: ${BUILTIN_UNDERSTANDS}.`);
  }
  const named = read.missing.filter(Boolean);
  if (named.length > 0) {
    const one = named.length === 1;
    problems.push(
      `${listed(named)} ${one ? "is" : "are"} not in the product's description. The built-in writer mentions only the description's own words: pick ${one ? "a phrase" : "phrases"} from it.`,
    );
  }
  if (read.missing.includes("")) problems.push("Say what to mention: “mention” followed by a phrase from the description, e.g. “mention 6 weeks”.");
  return problems.length > 0 ? problems.join(" ") : null;
}
