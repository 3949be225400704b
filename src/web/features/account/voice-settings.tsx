import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CTA_STYLES, VOICE_LABELS, VOICE_TONES, voiceSchema, type Voice } from "../../../core/voice";
import { useSaveVoice, useVoice, useVoicePreview } from "../../api/voice";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { Textarea } from "../../components/ui/textarea";
import { errorMessage } from "../../lib/api-client";
import { useDebouncedValue } from "../listing-editor/use-debounced-value";

export const VOICE_TEXTS = {
  intro: "How Listcraft writes your new listings. A listing keeps the voice it was created with.",
  tone: "Tone",
  spelling: "Spelling",
  avoid: "Words to avoid",
  avoidHint: "Separated by commas. Never written in a generated or regenerated section; your own edits are left alone.",
  prefer: "Words to prefer",
  preferHint: "Separated by commas. Used where they fit the facts (by the AI model; the built-in writer keeps to the facts' words).",
  cta: "Call to action",
  preview: "Preview",
  previewHint: "A sample planner listing in this voice.",
  previewFailed: "Could not write the preview.",
  save: "Save voice",
  saving: "Saving...",
  saved: "Voice saved",
  failed: "Could not save your voice",
  loadFailed: "Could not load your voice.",
} as const;

const PREVIEW_DELAY_MS = 400;

const wordsOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean);

interface Draft {
  tone: Voice["tone"];
  spelling: Voice["spelling"];
  avoid: string;
  prefer: string;
  cta: Voice["cta"];
}

const draftOf = (voice: Voice): Draft => ({ ...voice, avoid: voice.avoid.join(", "), prefer: voice.prefer.join(", ") });

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

function VoiceForm({ saved }: { saved: Voice }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const parsed = voiceSchema.safeParse({ ...draft, avoid: wordsOf(draft.avoid), prefer: wordsOf(draft.prefer) });
  const voice = parsed.success ? parsed.data : null;
  const problems = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const settled = useDebouncedValue(voice, PREVIEW_DELAY_MS);
  const preview = useVoicePreview(settled);
  const save = useSaveVoice({
    onSuccess: (stored) => {
      setDraft(draftOf(stored));
      toast.success(VOICE_TEXTS.saved);
    },
    onError: (error) => toast.error(VOICE_TEXTS.failed, { description: errorMessage(error, "Please try again.") }),
  });
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const changed = JSON.stringify(voice) !== JSON.stringify(saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (voice && changed && !save.isPending) save.mutate(voice);
  };

  return (
    <form className="grid gap-6 py-5" aria-label="Voice" onSubmit={submit} noValidate>
      <p className="text-sm text-muted-foreground">{VOICE_TEXTS.intro}</p>
      <Choices legend={VOICE_TEXTS.tone} name="tone" options={VOICE_TONES} labels={VOICE_LABELS.tone} value={draft.tone} onChange={(v) => set("tone", v)} />
      <div className="grid gap-2">
        <Label htmlFor="voice-spelling">{VOICE_TEXTS.spelling}</Label>
        <select
          id="voice-spelling"
          className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm sm:w-fit"
          value={draft.spelling}
          onChange={(event) => set("spelling", event.target.value as Draft["spelling"])}
        >
          {(["auto", "us", "uk"] as const).map((option) => (
            <option key={option} value={option}>
              {VOICE_LABELS.spelling[option]}
            </option>
          ))}
        </select>
      </div>
      {(["avoid", "prefer"] as const).map((field) => (
        <div key={field} className="grid gap-2">
          <Label htmlFor={`voice-${field}`}>{VOICE_TEXTS[field]}</Label>
          <Textarea
            id={`voice-${field}`}
            rows={2}
            value={draft[field]}
            onChange={(event) => set(field, event.target.value)}
            aria-describedby={`voice-${field}-hint${problems[field] ? ` voice-${field}-error` : ""}`}
            aria-invalid={problems[field] ? true : undefined}
          />
          <p id={`voice-${field}-hint`} className="text-xs text-muted-foreground">
            {VOICE_TEXTS[field === "avoid" ? "avoidHint" : "preferHint"]}
          </p>
          {problems[field] && (
            <p id={`voice-${field}-error`} className="text-sm text-destructive">
              {problems[field]}
            </p>
          )}
        </div>
      ))}
      <Choices legend={VOICE_TEXTS.cta} name="cta" options={CTA_STYLES} labels={VOICE_LABELS.cta} value={draft.cta} onChange={(v) => set("cta", v)} />
      <section aria-labelledby="voice-preview-heading" aria-busy={preview.isFetching} className="grid gap-2 rounded-md border border-border p-4">
        <h2 id="voice-preview-heading" className="font-medium">
          {VOICE_TEXTS.preview}
        </h2>
        <p className="text-xs text-muted-foreground">{VOICE_TEXTS.previewHint}</p>
        {preview.isError && <p className="text-sm text-destructive">{VOICE_TEXTS.previewFailed}</p>}
        {preview.data ? (
          <div className="grid gap-2 text-sm" data-testid="voice-preview">
            <p className="font-semibold">{preview.data.title}</p>
            <p>{preview.data.shortDescription}</p>
            <ul className="list-disc pl-5">
              {preview.data.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p className="font-medium">{preview.data.cta}</p>
          </div>
        ) : (
          !preview.isError && <Skeleton className="h-24 w-full" />
        )}
      </section>
      <Button type="submit" className="w-full sm:w-fit" disabled={!voice || !changed || save.isPending}>
        {save.isPending ? VOICE_TEXTS.saving : VOICE_TEXTS.save}
      </Button>
    </form>
  );
}

/** Settings → Voice (issue 33): tone, spelling, words to avoid and prefer, the call to action's style, with a live preview. */
export function VoiceSettings() {
  const { data: voice, isError, refetch } = useVoice();
  if (isError && !voice) {
    return (
      <Alert variant="destructive" className="my-5 flex flex-wrap items-center justify-between gap-2">
        {VOICE_TEXTS.loadFailed}
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!voice) return <Skeleton className="my-5 h-64 w-full" />;
  return <VoiceForm saved={voice} />;
}
