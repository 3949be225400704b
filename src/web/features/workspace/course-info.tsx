import type { ProductDetails } from "./product-details";
import { Section } from "./section";

export function CourseInfo({ entries }: { entries: ProductDetails["courseInfo"] }) {
  if (entries.length === 0) return null;
  return (
    <Section title="Course Information">
      <dl className="grid grid-cols-2 gap-3">
        {entries.map((entry) => (
          <div key={entry.key} className="rounded-md bg-muted px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{entry.heading}</dt>
            <dd className="font-medium break-words">{entry.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
