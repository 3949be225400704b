import type { EditableModule } from "../../../../core/listing/editable";
import { EDIT_LIMITS } from "../../../../core/listing/sections";
import { Input } from "../../../components/ui/input";
import { Counter } from "./counter";
import { FieldError, describedBy, fieldId, useFieldErrors } from "./field-errors";
import type { CountLimit } from "./limits";
import { ReorderableList } from "./reorderable-list";
import { TextField } from "./text-field";

interface StringListProps {
  path: string;
  label: string;
  itemName: string;
  items: string[];
  onChange: (items: string[]) => void;
  countLimit?: CountLimit;
  itemLimit?: CountLimit;
}

function ItemInput({
  path,
  label,
  value,
  onChange,
  limit,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  limit?: CountLimit;
}) {
  const id = fieldId(path);
  const errors = useFieldErrors(path);
  return (
    <>
      <Input
        id={id}
        aria-label={label}
        value={value}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(limit && `${id}-count`, errors.length > 0 && `${id}-error`)}
        onChange={(event) => onChange(event.target.value)}
      />
      {limit && <Counter id={`${id}-count`} count={value.length} limit={limit} />}
      <FieldError id={`${id}-error`} messages={errors} />
    </>
  );
}

export function StringList({ path, label, itemName, items, onChange, countLimit, itemLimit }: StringListProps) {
  const capitalised = itemName.charAt(0).toUpperCase() + itemName.slice(1);
  return (
    <ReorderableList
      path={path}
      label={label}
      itemName={itemName}
      items={items}
      onChange={onChange}
      newItem={() => ""}
      maxItems={EDIT_LIMITS.listItems}
      countLimit={countLimit}
      focusPath={(index) => `${path}.${index}`}
      renderItem={(item, index, update) => (
        <ItemInput path={`${path}.${index}`} label={`${capitalised} ${index + 1}`} value={item} onChange={update} limit={itemLimit} />
      )}
    />
  );
}

export function ModuleList({ items, onChange }: { items: EditableModule[]; onChange: (items: EditableModule[]) => void }) {
  const path = "course.curriculumDetails";
  return (
    <ReorderableList
      path={path}
      label="Curriculum modules"
      itemName="module"
      items={items}
      onChange={onChange}
      newItem={() => ({ title: "", details: "" })}
      maxItems={EDIT_LIMITS.modules}
      focusPath={(index) => `${path}.${index}.title`}
      renderItem={(module, index, update) => (
        <>
          <TextField
            path={`${path}.${index}.title`}
            label={`Module ${index + 1} title`}
            value={module.title}
            onChange={(title) => update({ ...module, title })}
          />
          <TextField
            path={`${path}.${index}.details`}
            label={`Module ${index + 1} details`}
            value={module.details}
            onChange={(details) => update({ ...module, details })}
            multiline
          />
        </>
      )}
    />
  );
}
