/** A field's message, announced when it appears; tie it to the control with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

export function errorProps(id: string, message: string | null | undefined) {
  return message ? { "aria-invalid": true, "aria-describedby": id } : {};
}
