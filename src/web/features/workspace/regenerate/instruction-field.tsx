import { Check } from "lucide-react";
import { useId, useState } from "react";
import { REGENERATE_INSTRUCTION_MAX } from "../../../../core/listing/editable";
import { BUILTIN_UNDERSTANDS, EXCLUSIVE_KINDS, INSTRUCTION_SET, type InstructionKind } from "../../../../core/listing/instruction-set";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { InstructionWords } from "./instruction-words";

const CHIPS = (["shorter", "longer", "friendlier", "formal"] as const).map((kind) => ({ kind, ...INSTRUCTION_SET[kind] }));
const ASKING = {
  mention: { label: "Which phrase from the description?", placeholder: "e.g. printable version", action: "Add phrase" },
  audience: { label: "Which audience?", placeholder: "e.g. busy teachers", action: "Add audience" },
} as const;
type Asking = keyof typeof ASKING;

const parts = (instruction: string) => instruction.split(/\s*[,;]\s*/).filter(Boolean);

/** Adds a phrase to the instruction (comma-separated), or takes it out when it is there; its opposite ("longer" for "shorter") goes. */
function togglePhrase(instruction: string, phrase: string, kind?: InstructionKind): string {
  const current = parts(instruction);
  if (current.includes(phrase)) return current.filter((part) => part !== phrase).join(", ");
  const opposites: string[] = EXCLUSIVE_KINDS.filter((group) => kind && group.includes(kind)).flatMap((group) =>
    group.map((other) => INSTRUCTION_SET[other].phrase),
  );
  return [...current.filter((part) => !opposites.includes(part)), phrase].join(", ");
}

interface InstructionFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/**
 * The instruction as one text the creator can read and edit: the buttons write their phrase into
 * it, so the counter and what is sent are always the same thing. The hint names what the
 * built-in writer follows (core/listing/instruction-set.ts); a model provider reads any text.
 */
export function InstructionField({ value, onChange, error }: InstructionFieldProps) {
  const fieldId = useId();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  const [asking, setAsking] = useState<Asking | null>(null);
  const fits = (phrase: string) => togglePhrase(value, phrase).length <= REGENERATE_INSTRUCTION_MAX;
  const addWords = (kind: Asking, words: string) => {
    const phrase = `${INSTRUCTION_SET[kind].phrase} ${words}`;
    if (!fits(phrase)) return false;
    onChange(togglePhrase(value, phrase));
    setAsking(null);
    return true;
  };

  return (
    <div className="grid gap-2">
      <div role="group" aria-label="Quick instructions" className="flex flex-wrap gap-2">
        {CHIPS.map((chip) => {
          const pressed = parts(value).includes(chip.phrase);
          return (
            <Button
              key={chip.kind}
              size="sm"
              variant={pressed ? "secondary" : "outline"}
              aria-pressed={pressed}
              disabled={!pressed && !fits(chip.phrase)}
              onClick={() => onChange(togglePhrase(value, chip.phrase, chip.kind))}
            >
              {pressed && <Check aria-hidden="true" />}
              {chip.label}
            </Button>
          );
        })}
        {(Object.keys(ASKING) as Asking[]).map((kind) => (
          <Button key={kind} size="sm" variant="outline" aria-expanded={asking === kind} onClick={() => setAsking((open) => (open === kind ? null : kind))}>
            {INSTRUCTION_SET[kind].label}
          </Button>
        ))}
      </div>
      {asking && <InstructionWords key={asking} {...ASKING[asking]} onAdd={(words) => addWords(asking, words)} />}
      <label htmlFor={fieldId} className="text-sm font-medium">
        Instruction (optional)
      </label>
      <Textarea
        id={fieldId}
        value={value}
        maxLength={REGENERATE_INSTRUCTION_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, hintId, counterId].filter(Boolean).join(" ")}
        className="min-h-20"
        placeholder="e.g. mention the printable version"
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-1 text-xs text-muted-foreground sm:flex-row sm:justify-between sm:gap-4">
        <p id={hintId}>Without a model provider, the built-in writer understands: {BUILTIN_UNDERSTANDS}.</p>
        <p id={counterId} className="shrink-0 sm:text-right">
          {value.length}/{REGENERATE_INSTRUCTION_MAX} characters
        </p>
      </div>
    </div>
  );
}
