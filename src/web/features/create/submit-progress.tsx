import { Progress } from "../../components/ui/progress";
import type { SubmitStage } from "./submit-texts";

/** Where the submission is: a bar and the stage's text (only the text is announced, not every percent). */
export function SubmitProgress({ stage }: { stage: SubmitStage }) {
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/50 p-4">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span role="status" className="font-medium">
          {stage.label}
        </span>
        <span className="tabular-nums text-muted-foreground">{stage.progress}%</span>
      </div>
      <Progress value={stage.progress} aria-label="Submission progress" />
    </div>
  );
}
