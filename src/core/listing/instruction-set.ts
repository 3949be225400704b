/**
 * The regeneration instructions the built-in writer follows (issue 29, decision 051). One list for
 * the dialog's buttons and hint and the server's refusal, so they always name the same set.
 */

export const INSTRUCTION_KINDS = ["mention", "shorter", "longer", "friendlier", "formal", "audience"] as const;
export type InstructionKind = (typeof INSTRUCTION_KINDS)[number];

export interface InstructionKindInfo {
  /** The button in the dialog. */
  label: string;
  /** What the button writes into the instruction; "…" kinds ask for their words first. */
  phrase: string;
  /** How the hint and the refusal name it. */
  says: string;
  takesWords: boolean;
}

export const INSTRUCTION_SET = {
  mention: { label: "Mention a phrase…", phrase: "mention", says: "mention a phrase from the description", takesWords: true },
  shorter: { label: "Shorter", phrase: "shorter", says: "shorter", takesWords: false },
  longer: { label: "Longer", phrase: "longer", says: "longer", takesWords: false },
  friendlier: { label: "Friendlier", phrase: "friendlier", says: "friendlier", takesWords: false },
  formal: { label: "More formal", phrase: "more formal", says: "more formal", takesWords: false },
  audience: { label: "Focus on an audience…", phrase: "focus on", says: "focus on an audience", takesWords: true },
} as const satisfies Record<InstructionKind, InstructionKindInfo>;

/** "mention a phrase from the description, shorter, …, or focus on an audience". */
export const BUILTIN_UNDERSTANDS = (() => {
  const says = INSTRUCTION_KINDS.map((kind) => INSTRUCTION_SET[kind].says);
  return `${says.slice(0, -1).join(", ")}, or ${says.at(-1)}`;
})();

/** Kinds of which one wins: the later of "shorter" and "longer" in an instruction. */
export const EXCLUSIVE_KINDS: ReadonlyArray<readonly InstructionKind[]> = [
  ["shorter", "longer"],
  ["friendlier", "formal"],
];
