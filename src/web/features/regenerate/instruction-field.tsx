import { Check } from "lucide-react";
import { useId, useState } from "react";
import { REGENERATE_INSTRUCTION_MAX } from "../../../core/listing/editable";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";

const CHIPS = [
  { label: "Shorter", text: "shorter" },
  { label: "More playful", text: "more playful" },
  { label: "More formal", text: "more formal" },
] as const;

const parts = (instruction: string) => instruction.split(/\s*[,;]\s*/).filter(Boolean);

/** Adds a phrase to the instruction (comma-separated), or takes it out when it is there. */
function togglePhrase(instruction: string, phrase: string): string {
  const current = parts(instruction);
  const next = current.includes(phrase) ? current.filter((part) => part !== phrase) : [...current, phrase];
  return next.join(", ");
}

/**
 * The instruction as one text the creator can read and edit: the chips write their phrase into
 * it, so the counter and what is sent are always the same thing.
 */
export function InstructionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const fieldId = useId();
  const counterId = useId();
  const audienceId = useId();
  const [askAudience, setAskAudience] = useState(false);
  const [audience, setAudience] = useState("");
  const fits = (phrase: string) => togglePhrase(value, phrase).length <= REGENERATE_INSTRUCTION_MAX;
  const addAudience = () => {
    const phrase = `focus on ${audience.trim()}`;
    if (!audience.trim() || !fits(phrase)) return;
    onChange(togglePhrase(value, phrase));
    setAudience("");
    setAskAudience(false);
  };

  return (
    <div className="grid gap-2">
      <div role="group" aria-label="Quick instructions" className="flex flex-wrap gap-2">
        {CHIPS.map((chip) => {
          const pressed = parts(value).includes(chip.text);
          return (
            <Button
              key={chip.text}
              size="sm"
              variant={pressed ? "secondary" : "outline"}
              aria-pressed={pressed}
              disabled={!pressed && !fits(chip.text)}
              onClick={() => onChange(togglePhrase(value, chip.text))}
            >
              {pressed && <Check aria-hidden="true" />}
              {chip.label}
            </Button>
          );
        })}
        <Button size="sm" variant="outline" aria-expanded={askAudience} onClick={() => setAskAudience((open) => !open)}>
          Focus on an audience…
        </Button>
      </div>
      {askAudience && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1">
            <label htmlFor={audienceId} className="text-sm font-medium">
              Which audience?
            </label>
            <Input
              id={audienceId}
              value={audience}
              placeholder="e.g. busy teachers"
              maxLength={80}
              onChange={(event) => setAudience(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                addAudience();
              }}
            />
          </div>
          <Button size="sm" variant="secondary" onClick={addAudience} disabled={!audience.trim()}>
            Add audience
          </Button>
        </div>
      )}
      <label htmlFor={fieldId} className="text-sm font-medium">
        Instruction (optional)
      </label>
      <Textarea
        id={fieldId}
        value={value}
        maxLength={REGENERATE_INSTRUCTION_MAX}
        aria-describedby={counterId}
        className="min-h-20"
        placeholder="e.g. mention the printable version"
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className="justify-self-end text-xs text-muted-foreground">
        {value.length}/{REGENERATE_INSTRUCTION_MAX} characters
      </p>
    </div>
  );
}
