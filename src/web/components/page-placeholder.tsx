import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface PagePlaceholderProps {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** A page whose feature is not built yet: its real heading and a short "arrives soon" note. */
export function PagePlaceholder({ title, icon: Icon, children }: PagePlaceholderProps) {
  return (
    <section className="grid gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-16 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        <div className="max-w-md text-muted-foreground">{children}</div>
      </div>
    </section>
  );
}
