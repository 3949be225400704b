import { useId, type ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { CopyButton } from "../../components/copy-button";

interface SectionProps {
  title: string;
  /** What the copy button copies; no button without it. */
  copy?: unknown;
  /** More buttons beside the copy button (a section's Regenerate). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled card of the product page (an h2, under the product's h1). */
export function Section({ title, copy, action, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <Card className={cn("min-w-0 p-4 sm:p-6", className)}>
      <section aria-labelledby={headingId} className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight sm:text-xl">
            {title}
          </h2>
          <div className="flex shrink-0 items-center gap-1">
            {action}
            {copy !== undefined && <CopyButton value={copy} label={title} />}
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5 marker:text-primary">
      {items.map((item) => (
        <li key={item} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function Prose({ text }: { text: string }) {
  return <p className="whitespace-pre-line break-words text-foreground/90">{text}</p>;
}

export function ListSection({ title, items, action }: { title: string; items: string[]; action?: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <Section title={title} copy={items} action={action}>
      <BulletList items={items} />
    </Section>
  );
}

export function TextSection({ title, text, action }: { title: string; text: string | undefined; action?: ReactNode }) {
  if (!text) return null;
  return (
    <Section title={title} copy={text} action={action}>
      <Prose text={text} />
    </Section>
  );
}
