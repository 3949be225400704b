import { Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Section } from "./section";

export const LOCKED_TEXTS = {
  keywords: "SEO keyword tags are included in the Creator and Pro plans.",
  useCases: "Use cases are included in the Creator and Pro plans.",
} as const;

/**
 * A section the viewer's plan does not include. The API leaves its content out, so there is
 * nothing here to copy; the heading stays so the reader knows what upgrading adds.
 */
export function LockedSection({ title, text }: { title: string; text: string }) {
  return (
    <Section title={title}>
      <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border bg-muted/50 p-4 sm:flex-row sm:items-center">
        <p className="flex flex-1 items-start gap-2 text-muted-foreground">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {text}
        </p>
        <Button asChild size="sm" className="self-start sm:self-auto">
          <Link to="/pricing">Upgrade Plan</Link>
        </Button>
      </div>
    </Section>
  );
}
