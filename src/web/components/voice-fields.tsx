import { CTA_STYLES, VOICE_LABELS, VOICE_TEXT_MAX, VOICE_TONES, type VoiceDraft, type VoiceWordField } from "../../core/voice";
import { Label } from "./ui/label";
import { Textarea } from "./ui/textarea";

export const VOICE_FIELD_TEXTS = {
  tone: "Tone",
  spelling: "Spelling",
  avoid: "Words to avoid",
  avoidHint: "Separated by commas. Never written in a generated or regenerated section; your own edits are left alone.",
  prefer: "Words to prefer",
  preferHint: "Separated by commas. Used where they fit the facts: the AI model works them in, the built-in writer picks its wording with them.",
  cta: "Call to action",
} as const;

function Choices<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="accent-primary" />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface VoiceFieldsProps {
  /** Keeps the ids and radio groups apart where two forms could share a page. */
  idPrefix: string;
  draft: VoiceDraft;
  /** Shown under their list (readVoiceDraft's messages). */
  problems: Partial<Record<VoiceWordField, string>>;
  onChange: (draft: VoiceDraft) => void;
}

/** The voice's controls (issue 33): tone, spelling, words to avoid and prefer, the call to action's style. Settings → Voice and the wizard's last step. */
export function VoiceFields({ idPrefix, draft, problems, onChange }: VoiceFieldsProps) {
  const set = <K extends keyof VoiceDraft>(field: K, value: VoiceDraft[K]) => onChange({ ...draft, [field]: value });
  return (
    <>
      <Choices
        legend={VOICE_FIELD_TEXTS.tone}
        name={`${idPrefix}-tone`}
        options={VOICE_TONES}
        labels={VOICE_LABELS.tone}
        value={draft.tone}
        onChange={(v) => set("tone", v)}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-spelling`}>{VOICE_FIELD_TEXTS.spelling}</Label>
        <select
          id={`${idPrefix}-spelling`}
          className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm sm:w-fit"
          value={draft.spelling}
          onChange={(event) => set("spelling", event.target.value as VoiceDraft["spelling"])}
        >
          {(["auto", "us", "uk"] as const).map((option) => (
            <option key={option} value={option}>
              {VOICE_LABELS.spelling[option]}
            </option>
          ))}
        </select>
      </div>
      {(["avoid", "prefer"] as const).map((field) => {
        const id = `${idPrefix}-${field}`;
        return (
          <div key={field} className="grid gap-2">
            <Label htmlFor={id}>{VOICE_FIELD_TEXTS[field]}</Label>
            <Textarea
              id={id}
              rows={2}
              maxLength={VOICE_TEXT_MAX}
              value={draft[field]}
              onChange={(event) => set(field, event.target.value)}
              aria-describedby={`${id}-hint${problems[field] ? ` ${id}-error` : ""}`}
              aria-invalid={problems[field] ? true : undefined}
            />
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {VOICE_FIELD_TEXTS[field === "avoid" ? "avoidHint" : "preferHint"]}
            </p>
            {problems[field] && (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {problems[field]}
              </p>
            )}
          </div>
        );
      })}
      <Choices
        legend={VOICE_FIELD_TEXTS.cta}
        name={`${idPrefix}-cta`}
        options={CTA_STYLES}
        labels={VOICE_LABELS.cta}
        value={draft.cta}
        onChange={(v) => set("cta", v)}
      />
    </>
  );
}
