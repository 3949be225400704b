import type { ReactNode } from "react";
import { CopyButton } from "../../components/copy-button";

interface ResultSectionProps {
  title: string;
  copyValue: unknown;
  children: ReactNode;
}

export function ResultSection({ title, copyValue, children }: ResultSectionProps) {
  return (
    <section className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <CopyButton value={copyValue} label={title.toLowerCase()} />
      </div>
      {children}
    </section>
  );
}

export function ResultList({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}
