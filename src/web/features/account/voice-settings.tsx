import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { readVoiceDraft, voiceDraftOf, type Voice, type VoiceDraft } from "../../../core/voice";
import { useSaveVoice, useVoice, useVoicePreview } from "../../api/voice";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { errorMessage } from "../../lib/api-client";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { VoiceFields } from "../../components/voice-fields";

export const VOICE_TEXTS = {
  intro: "How Listcraft writes your new listings. A listing keeps the voice it was created with.",
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

function VoiceForm({ saved }: { saved: Voice }) {
  const [draft, setDraft] = useState<VoiceDraft>(() => voiceDraftOf(saved));
  const { voice, problems } = readVoiceDraft(draft);
  const settled = useDebouncedValue(voice, PREVIEW_DELAY_MS);
  const preview = useVoicePreview(settled);
  const save = useSaveVoice({
    onSuccess: (stored) => {
      setDraft(voiceDraftOf(stored));
      toast.success(VOICE_TEXTS.saved);
    },
    onError: (error) => toast.error(VOICE_TEXTS.failed, { description: errorMessage(error, "Please try again.") }),
  });
  const changed = JSON.stringify(voice) !== JSON.stringify(saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (voice && changed && !save.isPending) save.mutate(voice);
  };

  return (
    <form className="grid gap-6 py-5" aria-label="Voice" onSubmit={submit} noValidate>
      <p className="text-sm text-muted-foreground">{VOICE_TEXTS.intro}</p>
      <VoiceFields idPrefix="voice" draft={draft} problems={problems} onChange={setDraft} />
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
