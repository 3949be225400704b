import type { ReactNode } from "react";
import { Label } from "../../components/ui/label";

/**
 * The visible "*" of a required field. Hidden from screen readers, which hear "required" from the
 * control's own required / aria-required instead of "star".
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {" *"}
    </span>
  );
}

/** A field's label with the mark beside it (not in it, so the label's text stays the field's name). */
export function FieldLabel({ htmlFor, required = false, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <div className="flex items-baseline gap-1">
      <Label htmlFor={htmlFor}>{children}</Label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}
