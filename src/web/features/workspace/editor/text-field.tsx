import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { Counter } from "./counter";
import { FieldError, describedBy, fieldId, useFieldErrors } from "./field-errors";
import type { CountLimit } from "./limits";

interface TextFieldProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** Marketplace limits counted live under the field. */
  limits?: CountLimit[];
}

export function TextField({ path, label, value, onChange, multiline, limits = [] }: TextFieldProps) {
  const id = fieldId(path);
  const errors = useFieldErrors(path);
  const counterIds = limits.map((_, index) => `${id}-count-${index}`);
  const control = {
    id,
    value,
    "aria-invalid": errors.length > 0 || undefined,
    "aria-describedby": describedBy(...counterIds, errors.length > 0 && `${id}-error`),
  };
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...control} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...control} onChange={(event) => onChange(event.target.value)} />
      )}
      {limits.length > 0 && (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {limits.map((limit, index) => (
            <Counter key={limit.owner + limit.max} id={counterIds[index]} count={value.length} limit={limit} />
          ))}
        </div>
      )}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}
