import { Lock } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { Button } from "./ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from code rather than a Radix trigger, so the dialog is told where focus goes back to. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** What the paid feature (regenerating, exports) is and what upgrading adds. */
  title: string;
  description: string;
}

/** What exporting on a free plan says, on the product page and for a gallery selection alike. */
export const EXPORT_UPGRADE = {
  title: "Upgrade to export listings",
  description:
    "Export is included in the Creator and Pro plans. Upgrade to copy and download whole listings and to use the Etsy, Gumroad, Udemy and Shopify presets.",
};

/** A paid feature opened on a plan without it: what upgrading adds, instead of the feature. */
export function UpgradeDialog({ open, onOpenChange, returnFocusTo, title, description }: UpgradeDialogProps) {
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    returnFocusTo.current?.focus();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={restoreFocus}>
        <DialogTitle className="flex items-center gap-2 pr-8">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {title}
        </DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/pricing">View Plans</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
