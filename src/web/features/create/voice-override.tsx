import { DEFAULT_VOICE, readVoiceDraft, voiceDraftOf, type VoiceDraft } from "../../../core/voice";
import { useVoice } from "../../api/voice";
import { VoiceFields } from "../../components/voice-fields";

export const VOICE_OVERRIDE_TEXTS = {
  legend: "Voice for this listing",
  account: "Use my account's voice",
  accountHint: "As set in Settings → Voice.",
  own: "Give this listing its own voice",
  ownHint: "Starts from your account's voice; only this listing is written in it.",
} as const;

/**
 * The wizard's last step (issue 33): this product's voice, the account's unless the creator gives it
 * its own (the controls of Settings → Voice, starting from the account's voice).
 */
export function VoiceOverride({ value, onChange }: { value: VoiceDraft | null; onChange: (voice: VoiceDraft | null) => void }) {
  // The listing's own voice starts from the account's; one that cannot be read (signed out) is the writer's own.
  const account = useVoice();
  const own = value !== null;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-medium">{VOICE_OVERRIDE_TEXTS.legend}</legend>
      <div className="grid gap-2">
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" name="voice-choice" checked={!own} onChange={() => onChange(null)} className="mt-1 accent-primary" />
          <span>
            {VOICE_OVERRIDE_TEXTS.account}
            <span className="block text-xs text-muted-foreground">{VOICE_OVERRIDE_TEXTS.accountHint}</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="voice-choice"
            checked={own}
            // It starts from the account's voice: wait for it, or for the answer that there is none to read.
            disabled={account.isPending}
            aria-busy={account.isPending}
            onChange={() => onChange(voiceDraftOf(account.data ?? DEFAULT_VOICE))}
            className="mt-1 accent-primary"
          />
          <span>
            {VOICE_OVERRIDE_TEXTS.own}
            <span className="block text-xs text-muted-foreground">{VOICE_OVERRIDE_TEXTS.ownHint}</span>
          </span>
        </label>
      </div>
      {value ? <VoiceFields idPrefix="wizard-voice" draft={value} problems={readVoiceDraft(value).problems} onChange={onChange} /> : null}
    </fieldset>
  );
}
