import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const variants = {
  default: "border-border bg-muted text-foreground",
  destructive: "border-red-200 bg-red-50 text-red-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
} as const;

interface AlertProps extends ComponentProps<"div"> {
  variant?: keyof typeof variants;
}

/** Errors are announced (role="alert"); other variants are a polite status. */
export function Alert({ variant = "default", className, role, ...props }: AlertProps) {
  return (
    <div
      role={role ?? (variant === "destructive" ? "alert" : "status")}
      className={cn("rounded-md border px-4 py-3 text-sm", variants[variant], className)}
      {...props}
    />
  );
}
