import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { COPY_TOASTS, formatForCopy } from "../../core/products/copy";
import { Button } from "./ui/button";

/** Copies a value as text (lists comma-joined, booleans Yes/No); refuses empty values with a toast. */
export function CopyButton({ value, label }: { value: unknown; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = formatForCopy(value);
    if (text === null) {
      toast.error(COPY_TOASTS.empty.title, { description: COPY_TOASTS.empty.description });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
      toast.success(COPY_TOASTS.copied.title, { description: COPY_TOASTS.copied.description });
    } catch {
      toast.error(COPY_TOASTS.failed.title, { description: COPY_TOASTS.failed.description });
    }
  };
  return (
    <Button type="button" variant="ghost" size="sm" onClick={copy} aria-label={`Copy ${label}`}>
      {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
    </Button>
  );
}
