import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Counter } from "./counter";
import { FieldError, describedBy, fieldId, useFieldErrors } from "./field-errors";
import type { CountLimit } from "./limits";

interface ReorderableListProps<T> {
  path: string;
  label: string;
  /** One item's name in button labels: "feature" gives "Remove feature 2". */
  itemName: string;
  items: T[];
  onChange: (items: T[]) => void;
  newItem: () => T;
  maxItems: number;
  /** The item's fields; the one with `fieldId(path.index…)` returned by focusPath gets focus when it appears. */
  renderItem: (item: T, index: number, update: (item: T) => void) => ReactNode;
  focusPath: (index: number) => string;
  countLimit?: CountLimit;
}

const moved = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/**
 * A list the creator edits item by item: add, remove, move up and down with buttons (no dragging),
 * so it works from the keyboard; focus follows the item acted on.
 */
export function ReorderableList<T>({ path, label, itemName, items, onChange, newItem, maxItems, renderItem, focusPath, countLimit }: ReorderableListProps<T>) {
  const listId = fieldId(path);
  const errors = useFieldErrors(path);
  const focusNext = useRef<string | null>(null);
  // Layout effect: the element acted on gets focus in the same frame it appears. The target stays
  // pending until a render has it (another update may commit first).
  useLayoutEffect(() => {
    const target = focusNext.current && document.getElementById(focusNext.current);
    if (!target) return;
    target.focus();
    focusNext.current = null;
  });

  const act = (next: T[], focus: string) => {
    focusNext.current = focus;
    onChange(next);
  };
  const move = (index: number, to: number, direction: "up" | "down") => {
    const lands = direction === "up" ? to > 0 : to < items.length - 1;
    act(moved(items, index, to), `${listId}-${to}-${lands ? direction : direction === "up" ? "down" : "up"}`);
  };
  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    act(next, next.length === 0 ? `${listId}-add` : fieldId(focusPath(Math.min(index, next.length - 1))));
  };
  const add = () => act([...items, newItem()], fieldId(focusPath(items.length)));

  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={describedBy(countLimit && `${listId}-count`, errors.length > 0 && `${listId}-error`)}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {countLimit && <Counter id={`${listId}-count`} count={items.length} limit={countLimit} />}
      <FieldError id={`${listId}-error`} messages={errors} />
      <ol className="grid gap-3">
        {items.map((item, index) => (
          // Index keys: items are plain text without ids, and focus is moved explicitly after each change.
          <li key={index} className="grid min-w-0 gap-2 rounded-md border border-border p-2 sm:grid-cols-[1fr_auto] sm:items-start">
            <div className="grid min-w-0 gap-2">{renderItem(item, index, (value) => onChange(items.map((old, i) => (i === index ? value : old))))}</div>
            <div className="flex gap-1">
              <Button
                id={`${listId}-${index}-up`}
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Move ${itemName} ${index + 1} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1, "up")}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                id={`${listId}-${index}-down`}
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Move ${itemName} ${index + 1} down`}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1, "down")}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button type="button" variant="outline" size="icon" aria-label={`Remove ${itemName} ${index + 1}`} onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button id={`${listId}-add`} type="button" variant="outline" className="w-fit" disabled={items.length >= maxItems} onClick={add}>
        <Plus aria-hidden="true" />
        Add {itemName}
      </Button>
    </fieldset>
  );
}
