import { Check } from "lucide-react";
import { toast } from "sonner";
import type { ApiProduct } from "../../../core/api-types";
import { readTitleChoices, TITLE_ANGLE_LABELS, type TitleChoice } from "../../../core/listing/title-choices";
import { conflictOf, usePickTitle } from "../../api/listing";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api-client";
import { useRestoreWithUndo } from "./history/use-restore-with-undo";
import { useWorkspace } from "./workspace-context";

export const TITLE_CHOICE_TEXTS = {
  heading: "Title choices",
  hint: "Three ways to open the title. Picking one saves it as a new version; the others stay here until the listing is generated again.",
  inUse: "In use",
  use: (choice: TitleChoice) => `Use the ${TITLE_ANGLE_LABELS[choice.angle].toLowerCase()} title`,
  useShort: "Use this title",
  picked: "Title changed",
  undo: "Undo",
  busy: "A regeneration is running; pick a title once it has finished.",
  conflict: "This listing changed in the meantime",
  conflictDetail: (version: number) => `It is now at version ${version}. Nothing was overwritten; the page now shows the newest text, so look again and retry.`,
  failed: "Could not change the title. Please try again.",
} as const;

/**
 * The titles the last generation offered (issue 33), beside the title: the one in use marked, each
 * other one a click away from being the title (a new version, undone from the toast or the history).
 */
export function TitleChoices({ product }: { product: ApiProduct }) {
  const workspace = useWorkspace();
  const { restore } = useRestoreWithUndo(product.id);
  const pick = usePickTitle(product.id, {
    onError: (error) => {
      const current = conflictOf(error);
      if (!current) return void toast.error(errorMessage(error, TITLE_CHOICE_TEXTS.failed));
      toast.error(TITLE_CHOICE_TEXTS.conflict, { description: TITLE_CHOICE_TEXTS.conflictDetail(current.version) });
    },
  });
  const choices = readTitleChoices(product.addons.titleChoices);
  if (!workspace || product.status !== "complete" || choices.length < 2) return null;
  const busy = workspace.running !== null;

  const use = (choice: TitleChoice) => {
    const before = product.version;
    pick.mutate(
      { title: choice.title, baseVersion: before },
      { onSuccess: () => toast.success(TITLE_CHOICE_TEXTS.picked, { action: { label: TITLE_CHOICE_TEXTS.undo, onClick: () => restore(before) } }) },
    );
  };

  return (
    <details className="group rounded-md border border-border px-4 py-2 text-sm">
      <summary className="cursor-pointer py-1 font-medium">{TITLE_CHOICE_TEXTS.heading}</summary>
      <div className="grid gap-3 pt-2 pb-1">
        <p className="text-muted-foreground">{TITLE_CHOICE_TEXTS.hint}</p>
        {busy && <p className="text-muted-foreground">{TITLE_CHOICE_TEXTS.busy}</p>}
        <ul className="grid gap-2" aria-label={TITLE_CHOICE_TEXTS.heading}>
          {choices.map((choice) => {
            const inUse = choice.title === product.title;
            return (
              <li key={choice.angle} className="flex flex-col gap-2 rounded-md bg-muted/50 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="grid min-w-0 gap-0.5">
                  <span className="text-xs font-medium text-muted-foreground uppercase">{TITLE_ANGLE_LABELS[choice.angle]}</span>
                  <span className="break-words">{choice.title}</span>
                </div>
                {inUse ? (
                  <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-primary">
                    <Check className="size-3.5" aria-hidden="true" />
                    {TITLE_CHOICE_TEXTS.inUse}
                  </span>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="shrink-0"
                    aria-label={TITLE_CHOICE_TEXTS.use(choice)}
                    disabled={busy || pick.isPending}
                    onClick={() => use(choice)}
                  >
                    {TITLE_CHOICE_TEXTS.useShort}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
