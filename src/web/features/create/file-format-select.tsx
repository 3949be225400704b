import { FILE_FORMATS, FILE_FORMAT_LABELS } from "../../../core/products/catalog";
import { cn } from "../../lib/cn";
import { FieldLabel } from "./required-mark";

interface FileFormatSelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** A native select: the platform picker on phones, and keyboard-friendly everywhere. */
export function FileFormatSelect({ value, onChange }: FileFormatSelectProps) {
  return (
    <div className="grid gap-2">
      <FieldLabel htmlFor="fileFormat" required>
        File Format
      </FieldLabel>
      <select
        id="fileFormat"
        required
        aria-required="true"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn("h-10 w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm", value === "" && "text-muted-foreground")}
      >
        <option value="" disabled>
          Select a file format
        </option>
        {FILE_FORMATS.map((format) => (
          <option key={format} value={format} className="text-foreground">
            {FILE_FORMAT_LABELS[format]}
          </option>
        ))}
      </select>
    </div>
  );
}
