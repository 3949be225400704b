import { LoaderCircle } from "lucide-react";
import { cn } from "../lib/cn";

export function Loading({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center gap-2 text-sm text-muted-foreground", className)}>
      <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
      {label}
    </div>
  );
}
