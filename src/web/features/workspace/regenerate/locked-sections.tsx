import { useId } from "react";
import { SECTION_LABELS, type ListingSection } from "../../../../core/listing/editable";
import { Checkbox } from "../../../components/ui/checkbox";

interface LockedSectionsProps {
  sections: ListingSection[];
  locked: ListingSection[];
  onChange: (locked: ListingSection[]) => void;
}

/** A whole regeneration: one "Keep as is" box per section. */
export function LockedSections({ sections, locked, onChange }: LockedSectionsProps) {
  const baseId = useId();
  const toggle = (section: ListingSection, keep: boolean) => onChange(keep ? [...locked, section] : locked.filter((entry) => entry !== section));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Keep as is</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {sections.map((section) => {
          const id = `${baseId}-${section}`;
          return (
            <div key={section} className="flex items-center gap-2">
              <Checkbox
                id={id}
                aria-label={`Keep ${SECTION_LABELS[section]} as is`}
                checked={locked.includes(section)}
                onCheckedChange={(checked) => toggle(section, checked === true)}
              />
              <label htmlFor={id} className="text-sm">
                {SECTION_LABELS[section]}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
