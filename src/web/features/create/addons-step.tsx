import type { WizardData } from "../../../core/products/wizard";
import { FormField } from "../../components/form-field";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { addonErrors, type AddonField } from "./addon-errors";
import { AddonToggle } from "./addon-toggle";
import { errorProps, FieldError } from "./field-error";
import { SingleImageField } from "./single-image-field";
import { StepHeading } from "./step-heading";
import type { WizardAction, WizardFiles } from "./use-wizard";

interface AddonsStepProps {
  data: WizardData;
  files: WizardFiles;
  dispatch: (action: WizardAction) => void;
}

export function AddonsStep({ data, files, dispatch }: AddonsStepProps) {
  // An addon that is on shows what it still needs right away: the fields are few and all required.
  const errors = addonErrors(data);
  const error = (field: AddonField) => errors[field] ?? null;
  const contentError = error("testimonialContent");

  return (
    <section aria-labelledby="step-heading" className="grid gap-4">
      <StepHeading title="Optional Addons" hint="Both are optional; turn one on to add it to your listing." />
      <AddonToggle
        id="useTestimonial"
        label="Add a testimonial"
        description="A customer quote with their name and photo."
        checked={data.useTestimonial}
        onCheckedChange={(value) => dispatch({ type: "toggle", field: "useTestimonial", value })}
      >
        <div className="grid gap-2">
          <Label htmlFor="testimonialContent">Testimonial content</Label>
          <Textarea
            id="testimonialContent"
            rows={3}
            maxLength={2000}
            value={data.testimonialContent}
            onChange={(event) => dispatch({ type: "text", field: "testimonialContent", value: event.target.value })}
            {...errorProps("testimonialContent-error", contentError)}
          />
          <FieldError id="testimonialContent-error" message={contentError} />
        </div>
        <FormField
          id="testimonialTitle"
          label="Name / title"
          maxLength={200}
          value={data.testimonialTitle}
          error={error("testimonialTitle") ?? undefined}
          onChange={(event) => dispatch({ type: "text", field: "testimonialTitle", value: event.target.value })}
        />
        <SingleImageField
          id="testimonialAvatar"
          label="Avatar image"
          file={files.avatar}
          error={error("avatar")}
          onChange={(file) => dispatch({ type: "addonImage", kind: "avatar", file })}
        />
      </AddonToggle>
      <AddonToggle
        id="useBeforeAfter"
        label="Add before/after images"
        description="Show what your product changes, side by side."
        checked={data.useBeforeAfter}
        onCheckedChange={(value) => dispatch({ type: "toggle", field: "useBeforeAfter", value })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SingleImageField
            id="beforeImage"
            label="Before image"
            file={files.before}
            error={error("before")}
            onChange={(file) => dispatch({ type: "addonImage", kind: "before", file })}
          />
          <SingleImageField
            id="afterImage"
            label="After image"
            file={files.after}
            error={error("after")}
            onChange={(file) => dispatch({ type: "addonImage", kind: "after", file })}
          />
        </div>
      </AddonToggle>
    </section>
  );
}
