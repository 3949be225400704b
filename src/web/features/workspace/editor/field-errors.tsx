import { createContext, useContext } from "react";

/** A field's DOM id from its listing path ("course.curriculumDetails.0.title"): the same key a 400 names. */
export const fieldId = (path: string) => `edit-${path.replace(/\./g, "-")}`;

/** Server field errors by listing path, as the last save's 400 gave them. */
export const FieldErrorsContext = createContext<Record<string, string[]>>({});

export const useFieldErrors = (path: string): string[] => useContext(FieldErrorsContext)[path] ?? [];

/** The error text under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {messages.join(" ")}
    </p>
  );
}

export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined;
