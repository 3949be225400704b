import { Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";

interface RegenerateUpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The server said the plan has no regenerations (403 PLAN_REQUIRED): what upgrading adds. */
export function RegenerateUpgradeDialog({ open, onOpenChange, onCloseAutoFocus }: RegenerateUpgradeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="flex items-center gap-2 pr-8">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          Upgrade to regenerate
        </DialogTitle>
        <DialogDescription>Your plan does not include this regeneration. The Creator and Pro plans regenerate many more sections a day.</DialogDescription>
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
