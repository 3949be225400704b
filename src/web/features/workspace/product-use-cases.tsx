import type { ReactNode } from "react";
import { LOCKED_TEXTS, LockedSection } from "./locked-section";
import { ListSection } from "./section";

/** null: the viewer's plan has no use cases; an empty list (not generated yet) shows nothing. */
export function UseCases({ items, action }: { items: string[] | null; action?: ReactNode }) {
  if (items === null) return <LockedSection title="Use Cases" text={LOCKED_TEXTS.useCases} />;
  return <ListSection title="Use Cases" items={items} action={action} />;
}
