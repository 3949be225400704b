/** What the builtin writer understood of a creator's regeneration instruction. */
export interface Instruction {
  shorter: boolean;
  tone: "playful" | "formal" | null;
  /** "focus on busy teachers" → "busy teachers". */
  audience: string | null;
  /** Whether any rule matched; an instruction nothing matched is recorded and the text rewritten anyway. */
  understood: boolean;
}

const SHORTER = /\b(?:short(?:er|en)?|brief(?:er)?|concise|tighter|trim|cut|fewer|less (?:text|words)|condense)\b/i;
const PLAYFUL = /\b(?:playful|fun(?:nier|ny)?|cheerful|light(?:er)?[- ]hearted|casual|friendl(?:y|ier)|warm(?:er)?|upbeat|whimsical)\b/i;
const FORMAL = /\b(?:formal|professional|serious|business(?:-like)?|polished|corporate)\b/i;
// "focus on X", "aimed at X", "written for X", "target X", "for X" at the start.
const AUDIENCE =
  /\b(?:focus(?:ed|ing)?\s+on|aim(?:ed)?\s+at|target(?:ing|ed)?|written\s+for|speak\s+to|tailor(?:ed)?\s+(?:it\s+)?(?:to|for)|(?:^|[,;]\s*)for)\s+(.+)$/i;
// Words that end the audience phrase: the next instruction or a filler.
const AUDIENCE_END = /\s*(?:[,;.!]|\band\s+(?:make|keep|be|more|less|short)|\bplease\b).*$/i;
const LEADING_ARTICLE = /^(?:the|a|an|our|my)\s+/i;

/** Simple keyword rules; several can apply at once ("shorter and more playful, for teachers"). */
export function parseInstruction(text: string | null): Instruction {
  const instruction = (text ?? "").replace(/\s+/g, " ").trim();
  const shorter = SHORTER.test(instruction);
  const playful = PLAYFUL.test(instruction);
  const formal = FORMAL.test(instruction);
  // Both asked for: the later word wins.
  const tone =
    playful && formal ? (instruction.search(PLAYFUL) > instruction.search(FORMAL) ? "playful" : "formal") : playful ? "playful" : formal ? "formal" : null;
  const match = AUDIENCE.exec(instruction)?.[1] ?? "";
  const audience =
    match
      .replace(AUDIENCE_END, "")
      .replace(LEADING_ARTICLE, "")
      .replace(/[^\p{L}\d' -]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 60) || null;
  // As written: "Etsy sellers" keeps its brand's capital.
  const cleanAudience = audience && !/^(?:it|this|that|them|me|you)$/i.test(audience) ? audience : null;
  return { shorter, tone, audience: cleanAudience, understood: shorter || tone !== null || cleanAudience !== null };
}
