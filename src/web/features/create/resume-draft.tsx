import { FileClock } from "lucide-react";
import { CATEGORY_CARDS } from "../../../core/products/catalog";
import { deriveShortDescription } from "../../../core/products/derive";
import { Button } from "../../components/ui/button";
import type { WizardDraft } from "./wizard-draft";

interface ResumeDraftProps {
  draft: WizardDraft;
  onResume: () => void;
  onDiscard: () => void;
}

const SAVED_AT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function summary({ data, files }: WizardDraft): string {
  const what = data.category ? CATEGORY_CARDS[data.category].title : "product";
  const images = files.screenshots.length;
  const screenshots = images === 0 ? "no screenshots yet" : `${images} screenshot${images === 1 ? "" : "s"}`;
  return `An unfinished ${what} listing with ${screenshots}.`;
}

/** Offered in the wizard's place when the creator left a draft: carry on with it or start over. */
export function ResumeDraft({ draft, onResume, onDiscard }: ResumeDraftProps) {
  const description = draft.data.description.trim();
  return (
    <section aria-labelledby="resume-draft-heading" className="grid gap-4 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <FileClock className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          <h2 id="resume-draft-heading" className="text-xl font-semibold tracking-tight">
            Resume your draft?
          </h2>
          <p className="text-sm text-muted-foreground">
            {summary(draft)} Saved {SAVED_AT.format(new Date(draft.savedAt))} in this browser.
          </p>
          {description ? (
            <blockquote className="mt-1 break-words border-l-2 border-border pl-3 text-sm italic">{deriveShortDescription(description)}</blockquote>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDiscard}>
          Discard
        </Button>
        <Button onClick={onResume}>Resume</Button>
      </div>
    </section>
  );
}
