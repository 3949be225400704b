import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import type { ApiProduct, RegenerateResponse } from "../../../../core/api-types";
import { SECTION_LABELS, type ListingSection } from "../../../../core/listing/editable";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import type { RegenerateRequest } from "../../../api/regenerations";
import { ApiError } from "../../../lib/api-client";
import { Allowance } from "./allowance";
import { InstructionField } from "./instruction-field";
import { LockedSections } from "./locked-sections";
import { StartError } from "./start-error";

interface RegenerateDialogProps {
  product: ApiProduct;
  sections: ListingSection[];
  /** undefined: closed; null: the whole listing. */
  target: ListingSection | null | undefined;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  start: (request: RegenerateRequest) => void;
  error: unknown;
  starting: boolean;
  allowance: RegenerateResponse | null;
}

/** A refusal of the instruction itself (422 on its field, decision 051): shown under the field, not as a start error. */
const instructionError = (error: unknown) => (error instanceof ApiError && error.code === "UNPROCESSABLE" ? (error.details?.instruction?.[0] ?? null) : null);

const regenerateTitle = (section: ListingSection | null) => (section ? `Regenerate ${SECTION_LABELS[section]}` : "Regenerate listing");

export function RegenerateDialog({ target, onClose, onCloseAutoFocus, ...form }: RegenerateDialogProps) {
  return (
    <Dialog open={target !== undefined} onOpenChange={(open) => !open && !form.starting && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        {target !== undefined && <RegenerateForm initial={target} {...form} />}
      </DialogContent>
    </Dialog>
  );
}

type FormProps = Omit<RegenerateDialogProps, "target" | "onClose" | "onCloseAutoFocus"> & { initial: ListingSection | null };

function RegenerateForm({ product, sections, initial, start, error, starting, allowance }: FormProps) {
  const selectId = useId();
  const [section, setSection] = useState(initial);
  const [instruction, setInstruction] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [locked, setLocked] = useState<ListingSection[]>([]);
  const nothingLeft = section === null && sections.every((entry) => locked.includes(entry));
  // The server's reason stays beside the instruction until the creator changes it.
  const refusal = instructionError(error);
  const instructionRefused = refusal !== null && sent === instruction.trim();
  const submit = () => {
    if (starting || nothingLeft) return;
    setSent(instruction.trim());
    start({ section, instruction: instruction.trim() || null, locked: section === null ? locked : [], baseVersion: product.version });
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle className="flex items-center gap-2 pr-8">
        <Sparkles className="size-5 shrink-0" aria-hidden="true" />
        {regenerateTitle(section)}
      </DialogTitle>
      <DialogDescription>The current text is kept as a version: you can undo or compare once the new text is in.</DialogDescription>
      <div className="grid gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          What to regenerate
        </label>
        <select
          id={selectId}
          value={section ?? ""}
          onChange={(event) => setSection((event.target.value || null) as ListingSection | null)}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm"
        >
          <option value="">Whole listing</option>
          {sections.map((entry) => (
            <option key={entry} value={entry}>
              {SECTION_LABELS[entry]}
            </option>
          ))}
        </select>
      </div>
      <InstructionField value={instruction} onChange={setInstruction} error={instructionRefused ? refusal : null} />
      {section === null && <LockedSections sections={sections} locked={locked} onChange={setLocked} />}
      {nothingLeft && <p className="text-sm text-muted-foreground">Every section is kept as is, so there is nothing to regenerate.</p>}
      <Allowance allowance={allowance} />
      {refusal === null && <StartError error={error} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={starting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={starting || nothingLeft}>
          {starting ? "Starting..." : "Regenerate"}
        </Button>
      </div>
    </form>
  );
}
