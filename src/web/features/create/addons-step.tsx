import { useState, type ChangeEvent } from "react";
import { TEXT_LIMITS } from "../../../core/products/create-product-schema";
import { stepFieldErrors, type WizardData, type WizardField } from "../../../core/products/wizard";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { AddonToggle } from "./addon-toggle";
import { errorProps, FieldError } from "./field-error";
import { RatingPicker } from "./rating-picker";
import { FieldLabel } from "./required-mark";
import { SingleImageField } from "./single-image-field";
import { StepHeading } from "./step-heading";
import type { AddonImage, WizardAction, WizardFiles } from "./use-wizard";
import { VoiceOverride } from "./voice-override";

type AddonField = Extract<WizardField, "testimonialContent" | "testimonialTitle" | "avatar" | "before" | "after">;

interface AddonsStepProps {
  data: WizardData;
  files: WizardFiles;
  /** After a submit click every message shows, touched or not. */
  showAllErrors: boolean;
  dispatch: (action: WizardAction) => void;
}

interface RequiredTextProps {
  id: string;
  label: string;
  multiline?: boolean;
  maxLength: number;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function RequiredText({ id, label, multiline = false, error, onChange, ...props }: RequiredTextProps) {
  const control = {
    id,
    required: true,
    "aria-required": true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    ...props,
    ...errorProps(`${id}-error`, error),
  };
  return (
    <div className="grid gap-2">
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      {multiline ? <Textarea rows={3} {...control} /> : <Input {...control} />}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function AddonsStep({ data, files, showAllErrors, dispatch }: AddonsStepProps) {
  // A field's message waits until the creator has been in it (left the text, picked or removed an image).
  const [touched, setTouched] = useState<ReadonlySet<AddonField>>(new Set());
  const touch = (field: AddonField) => setTouched((current) => new Set(current).add(field));
  const errors = stepFieldErrors(4, data);
  const error = (field: AddonField) => (showAllErrors || touched.has(field) ? (errors[field] ?? null) : null);
  const setText = (field: "testimonialContent" | "testimonialTitle", value: string) => dispatch({ type: "text", field, value });
  const toggle = (field: "useTestimonial" | "useBeforeAfter" | "madeWithAi") => ({
    id: field,
    checked: data[field],
    onCheckedChange: (value: boolean) => dispatch({ type: "toggle", field, value }),
  });
  const setImage = (kind: AddonImage, file: File | null) => {
    touch(kind);
    dispatch({ type: "addonImage", kind, file });
  };

  return (
    <section aria-labelledby="step-heading" className="grid gap-4">
      <StepHeading
        title="Optional Addons"
        hint="All optional; turn an addon on to add it to your listing (its fields marked * are then required), and choose the voice it is written in."
      />
      <AddonToggle {...toggle("useTestimonial")} label="Add a testimonial" description="A customer quote with their rating, name and photo.">
        <RequiredText
          id="testimonialContent"
          label="Testimonial content"
          multiline
          maxLength={TEXT_LIMITS.testimonialContent}
          value={data.testimonialContent}
          error={error("testimonialContent")}
          onChange={(value) => setText("testimonialContent", value)}
          onBlur={() => touch("testimonialContent")}
        />
        <RatingPicker id="testimonialRating" label="Rating" value={data.testimonialRating} onChange={(value) => dispatch({ type: "rating", value })} />
        <RequiredText
          id="testimonialTitle"
          label="Name / title"
          maxLength={TEXT_LIMITS.testimonialTitle}
          value={data.testimonialTitle}
          error={error("testimonialTitle")}
          onChange={(value) => setText("testimonialTitle", value)}
          onBlur={() => touch("testimonialTitle")}
        />
        <SingleImageField
          id="testimonialAvatar"
          label="Avatar image"
          file={files.avatar}
          error={error("avatar")}
          onChange={(file) => setImage("avatar", file)}
        />
      </AddonToggle>
      <AddonToggle {...toggle("useBeforeAfter")} label="Add before/after images" description="Show what your product changes, side by side.">
        <div className="grid gap-4 sm:grid-cols-2">
          <SingleImageField id="beforeImage" label="Before image" file={files.before} error={error("before")} onChange={(file) => setImage("before", file)} />
          <SingleImageField id="afterImage" label="After image" file={files.after} error={error("after")} onChange={(file) => setImage("after", file)} />
        </div>
      </AddonToggle>
      <AddonToggle
        {...toggle("madeWithAi")}
        label="Made with AI tools"
        description="The artwork or design was made with the help of AI tools: marketplace drafts then carry the disclosure line Etsy asks for. You can change it later when you publish."
      />
      <VoiceOverride value={data.ownVoice} onChange={(voice) => dispatch({ type: "voice", voice })} />
    </section>
  );
}
