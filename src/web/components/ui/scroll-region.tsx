import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A box that scrolls its content: focusable so the keyboard can scroll it, and named for screen readers. */
export function ScrollRegion({ label, className, ...props }: ComponentProps<"div"> & { label: string }) {
  return <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-auto", className)} {...props} />;
}
