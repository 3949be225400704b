import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";

interface InstructionWordsProps {
  label: string;
  placeholder: string;
  action: string;
  /** Adds the words to the instruction; false when they do not fit, so the field keeps them. */
  onAdd: (words: string) => boolean;
}

/** The words a "Mention a phrase…" or "Focus on an audience…" button asks for, added with Enter or the button. */
export function InstructionWords({ label, placeholder, action, onAdd }: InstructionWordsProps) {
  const id = useId();
  const [words, setWords] = useState("");
  const add = () => {
    if (words.trim() && onAdd(words.trim())) setWords("");
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Input
          id={id}
          value={words}
          placeholder={placeholder}
          maxLength={80}
          autoFocus
          onChange={(event) => setWords(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
      </div>
      <Button size="sm" variant="secondary" onClick={add} disabled={!words.trim()}>
        {action}
      </Button>
    </div>
  );
}
