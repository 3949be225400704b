import { useState } from "react";

type FormValues = Record<string, string>;

/** What the server said about the values a form submitted: about one field, or (null) the whole form. */
export interface ServerAnswer<V extends FormValues> {
  about: V;
  field: keyof V | null;
  message: string;
}

/** Whether the form still holds what the answer judged: its field unchanged, or (whole form) nothing changed. */
function stillHolds<V extends FormValues>(answer: ServerAnswer<V> | null, values: V): answer is ServerAnswer<V> {
  if (!answer) return false;
  const fields = answer.field === null ? Object.keys(answer.about) : [answer.field];
  return fields.every((field) => values[field] === answer.about[field]);
}

/** The errors a form shows for an answer that still holds; each goes away once its value is edited. */
export function answerErrors<V extends FormValues>(answer: ServerAnswer<V> | null, values: V) {
  const held = stillHolds(answer, values) ? answer : null;
  return {
    fieldError: (field: keyof V) => (held?.field === field ? held.message : undefined),
    formError: held && held.field === null ? held.message : null,
  };
}

/**
 * A submitted form's server error, shown only while the form holds the values it was about: a
 * weak-password verdict goes as soon as the password is edited, and never sits beside the errors
 * about newer values (such as "Passwords do not match.").
 */
export function useServerAnswer<V extends FormValues>(values: V) {
  const [answer, setAnswer] = useState<ServerAnswer<V> | null>(null);
  return { ...answerErrors(answer, values), setAnswer };
}
