import { useState } from "react";
import { allowsPlatforms, needsFileFormat, type WizardData } from "../../../core/products/wizard";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { CompatibleApps } from "./compatible-apps";
import { errorProps, FieldError } from "./field-error";
import { FileFormatSelect } from "./file-format-select";
import { StepHeading } from "./step-heading";
import type { WizardAction } from "./use-wizard";

const DESCRIPTION_MAX = 5000;
const DESCRIPTION_REQUIRED = "Product description is required";

interface DescriptionStepProps {
  data: WizardData;
  dispatch: (action: WizardAction) => void;
}

export function DescriptionStep({ data, dispatch }: DescriptionStepProps) {
  const [touched, setTouched] = useState(false);
  const descriptionError = touched && data.description.trim() === "" ? DESCRIPTION_REQUIRED : null;

  return (
    <section aria-labelledby="step-heading" className="grid gap-6">
      <StepHeading title="Describe Your Product" hint="The first 50 characters become the title of your listing." />
      <div className="grid gap-2">
        <Label htmlFor="description">Product Description *</Label>
        <Textarea
          id="description"
          required
          rows={6}
          maxLength={DESCRIPTION_MAX}
          value={data.description}
          placeholder="What is it, who is it for and what makes it useful?"
          onChange={(event) => dispatch({ type: "text", field: "description", value: event.target.value })}
          onBlur={() => setTouched(true)}
          {...errorProps("description-error", descriptionError)}
        />
        <FieldError id="description-error" message={descriptionError} />
      </div>
      {allowsPlatforms(data.category) ? (
        <CompatibleApps
          selected={data.targetPlatform}
          onToggle={(platform, checked) => dispatch({ type: "platform", platform, checked })}
        />
      ) : null}
      {needsFileFormat(data.category) ? (
        <FileFormatSelect value={data.fileFormats} onChange={(value) => dispatch({ type: "text", field: "fileFormats", value })} />
      ) : null}
    </section>
  );
}
