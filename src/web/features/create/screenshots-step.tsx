import { MAX_SCREENSHOTS } from "../../../core/products/wizard";
import { FieldError } from "./field-error";
import { ImageDropZone } from "./image-drop-zone";
import { fileKey, ImageThumbnail } from "./image-thumbnail";
import { StepHeading } from "./step-heading";
import type { WizardAction } from "./use-wizard";

interface ScreenshotsStepProps {
  files: File[];
  error: string | null;
  dispatch: (action: WizardAction) => void;
}

export function ScreenshotsStep({ files, error, dispatch }: ScreenshotsStepProps) {
  return (
    <section aria-labelledby="step-heading" className="grid gap-4">
      <StepHeading title="Add Screenshots" hint={`Add up to ${MAX_SCREENSHOTS} images of your product. The first one becomes the thumbnail.`} />
      <ImageDropZone
        id="screenshots"
        label="Screenshots"
        multiple
        required
        describedBy={error ? "screenshots-count screenshots-error" : "screenshots-count"}
        onFiles={(picked) => dispatch({ type: "addScreenshots", files: picked })}
      />
      <div className="flex items-center justify-between gap-2 text-sm">
        <FieldError id="screenshots-error" message={error} />
        <p id="screenshots-count" aria-live="polite" className="ml-auto text-muted-foreground">
          <span className="sr-only">Screenshots selected: </span>
          <span>{`${files.length}/${MAX_SCREENSHOTS}`}</span>
        </p>
      </div>
      {files.length > 0 ? (
        <ul aria-label="Selected screenshots" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {files.map((file, index) => (
            <li key={fileKey(file)}>
              <ImageThumbnail file={file} removeLabel={`Remove screenshot ${index + 1}`} onRemove={() => dispatch({ type: "removeScreenshot", index })} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
