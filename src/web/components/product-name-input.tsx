import { PRODUCT_NAME_MAX, PRODUCT_NAME_TEXTS } from "../../core/products/product-name";
import { Input } from "./ui/input";
import { Label } from "./ui/label";

interface ProductNameInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message of the rule the name breaks (PRODUCT_NAME_TEXTS), shown once the caller wants it seen. */
  error: string | undefined;
  label?: string;
  required?: boolean;
}

/**
 * The product's name (issue 29), in the wizard and on the product page: a one-line input with its
 * hint, a counter and its error, all read out with the field. It stops at the schema's limit.
 */
export function ProductNameInput({ id, value, onChange, onBlur, error, label = PRODUCT_NAME_TEXTS.label, required = false }: ProductNameInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {PRODUCT_NAME_TEXTS.hint}
      </p>
      <Input
        id={id}
        type="text"
        value={value}
        maxLength={PRODUCT_NAME_MAX}
        autoComplete="off"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null, counterId].filter(Boolean).join(" ")}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <p id={counterId} className="ml-auto text-xs text-muted-foreground">
          {value.length}/{PRODUCT_NAME_MAX} characters
        </p>
      </div>
    </div>
  );
}
