import { COMPATIBLE_APPS, platformLabel } from "../../../core/products/catalog";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";

interface CompatibleAppsProps {
  selected: string[];
  onToggle: (platform: string, checked: boolean) => void;
}

/** Optional multi-select for planners; a fieldset so the group is announced as "Compatible Apps". */
export function CompatibleApps({ selected, onToggle }: CompatibleAppsProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Compatible Apps</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COMPATIBLE_APPS.map((app) => (
          <div key={app} className="flex items-center gap-2">
            <Checkbox id={`app-${app}`} checked={selected.includes(app)} onCheckedChange={(checked) => onToggle(app, checked === true)} />
            <Label htmlFor={`app-${app}`} className="font-normal">
              {platformLabel(app)}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
