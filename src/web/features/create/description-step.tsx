import { useState } from "react";
import { allowsPlatforms, needsFileFormat, TEXT_LIMITS } from "../../../core/products/create-product-schema";
import { stepFieldErrors, type WizardData } from "../../../core/products/wizard";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { ProductNameInput } from "../../components/product-name-input";
import { CompatibleApps } from "./compatible-apps";
import { errorProps, FieldError } from "./field-error";
import { FileFormatSelect } from "./file-format-select";
import { RequiredMark } from "./required-mark";
import { StepHeading } from "./step-heading";
import type { WizardAction } from "./use-wizard";

// The listing, its title included, is written from this text; nothing is copied from it verbatim.
const HINT =
  "Your listing, title included, is written from this description: say what it is, who it is for and what is inside. The more facts, the better. Fields marked * are required.";

interface DescriptionStepProps {
  data: WizardData;
  dispatch: (action: WizardAction) => void;
}

export function DescriptionStep({ data, dispatch }: DescriptionStepProps) {
  const [touched, setTouched] = useState({ productName: false, description: false });
  const touch = (field: keyof typeof touched) => setTouched((seen) => ({ ...seen, [field]: true }));
  // The name and the description speak up once left; the file format is named by the disabled Continue.
  const errors = stepFieldErrors(2, data);
  const descriptionError = touched.description ? errors.description : undefined;

  return (
    <section aria-labelledby="step-heading" className="grid gap-6">
      <StepHeading title="Describe Your Product" hint={HINT} />
      <ProductNameInput
        id="product-name"
        value={data.productName}
        onChange={(value) => dispatch({ type: "text", field: "productName", value })}
        onBlur={() => touch("productName")}
        error={touched.productName ? errors.productName : undefined}
      />
      <div className="grid gap-2">
        {/* The label reads "Product Description *"; only the name is read out. */}
        <Label htmlFor="description">
          Product Description
          <RequiredMark />
        </Label>
        <Textarea
          id="description"
          required
          aria-required="true"
          rows={6}
          maxLength={TEXT_LIMITS.description}
          value={data.description}
          placeholder="What is it, who is it for and what makes it useful?"
          onChange={(event) => dispatch({ type: "text", field: "description", value: event.target.value })}
          onBlur={() => touch("description")}
          {...errorProps("description-error", descriptionError)}
        />
        <FieldError id="description-error" message={descriptionError} />
      </div>
      {allowsPlatforms(data.category) ? (
        <CompatibleApps selected={data.targetPlatform} onToggle={(platform, checked) => dispatch({ type: "platform", platform, checked })} />
      ) : null}
      {needsFileFormat(data.category) ? (
        <FileFormatSelect value={data.fileFormats} onChange={(value) => dispatch({ type: "text", field: "fileFormats", value })} />
      ) : null}
    </section>
  );
}
