import type { EditableListing } from "../../../../core/listing/editable";
import { changedSections, SECTION_LABELS, type ListingSection } from "../../../../core/listing/sections";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { CopyButton } from "../../../components/copy-button";
import type { ConflictCurrent } from "../../../api/listing";
import { sectionText } from "./section-text";

interface ConflictDialogProps {
  conflict: ConflictCurrent | null;
  /** Their listing with the sections this plan cannot see taken from mine (never compared). */
  theirs: EditableListing | null;
  mine: EditableListing;
  saving: boolean;
  onTakeSection: (section: ListingSection) => void;
  onKeepMine: () => void;
  onUseTheirs: () => void;
  onClose: () => void;
}

const savedAt = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "short", timeStyle: "short" });

function Side({ heading, text, copyLabel }: { heading: string; text: string; copyLabel: string }) {
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-md border border-border p-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{heading}</h4>
        <CopyButton value={text} label={copyLabel} />
      </div>
      <p className="whitespace-pre-line break-words text-sm">{text || "(empty)"}</p>
    </div>
  );
}

/**
 * A save based on an older version: both texts side by side for each section that differs, and
 * nothing is written until the creator chooses.
 */
export function ConflictDialog({ conflict, theirs, mine, saving, onTakeSection, onKeepMine, onUseTheirs, onClose }: ConflictDialogProps) {
  if (!conflict || !theirs) return null;
  const sections = changedSections(theirs, mine);
  const theirHeading = `Their version (saved ${savedAt(conflict.createdAt)})`;
  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogTitle>This listing was changed since you opened it</DialogTitle>
        <DialogDescription>
          {conflict.byYou ? "You saved version" : "Someone saved version"} {conflict.version}
          {conflict.byYou ? " in another tab or on another device" : ""}. Nothing has been overwritten: compare the sections below and choose.
        </DialogDescription>
        {sections.map((section) => {
          const label = SECTION_LABELS[section];
          return (
            <section key={section} aria-label={label} className="grid gap-2">
              <h3 className="font-semibold">{label}</h3>
              <div className="grid gap-2 sm:grid-cols-2">
                <Side heading={theirHeading} text={sectionText(theirs, section)} copyLabel={`their ${label}`} />
                <Side heading="Your changes" text={sectionText(mine, section)} copyLabel={`your ${label}`} />
              </div>
              <Button variant="outline" size="sm" className="w-fit" onClick={() => onTakeSection(section)} disabled={saving}>
                Use theirs for {label}
              </Button>
            </section>
          );
        })}
        {sections.length === 0 && <p>Your text now matches theirs.</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onUseTheirs} disabled={saving}>
            Use theirs
          </Button>
          <Button onClick={onKeepMine} disabled={saving} aria-busy={saving || undefined}>
            {saving ? "Saving..." : "Keep mine"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
