import type { ReactNode } from "react";
import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";

interface AddonToggleProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Fields shown while it is on; a plain yes/no has none. */
  children?: ReactNode;
}

export function AddonToggle({ id, label, description, checked, onCheckedChange, children }: AddonToggleProps) {
  return (
    <div className="grid gap-4 rounded-xl border border-border p-4">
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id}>{label}</Label>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>
        <Switch id={id} aria-describedby={`${id}-description`} checked={checked} onCheckedChange={onCheckedChange} />
      </div>
      {checked && children ? <div className="grid gap-4">{children}</div> : null}
    </div>
  );
}
