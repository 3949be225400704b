import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge";
import { LOCKED_TEXTS, LockedSection } from "./locked-section";
import { Section } from "./section";

export function Platforms({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <Section title="Compatible Platforms" copy={labels}>
      <ul className="flex flex-wrap gap-2">
        {labels.map((label) => (
          <li key={label}>
            <Badge variant="secondary">{label}</Badge>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** null: the viewer's plan has no SEO tags. */
export function Keywords({ keywords, action }: { keywords: string[] | null; action?: ReactNode }) {
  if (keywords === null) return <LockedSection title="Keywords" text={LOCKED_TEXTS.keywords} />;
  if (keywords.length === 0) return null;
  return (
    <Section title="Keywords" copy={keywords} action={action}>
      <ul className="flex flex-wrap gap-2">
        {keywords.map((keyword) => (
          <li key={keyword}>
            <Badge variant="outline" className="whitespace-normal break-all font-medium">
              #{keyword}
            </Badge>
          </li>
        ))}
      </ul>
    </Section>
  );
}
