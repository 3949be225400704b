import { z } from "zod";

/** The seller's voice (issue 33, Settings → Voice): how every listing of theirs is written. */
export const VOICE_TONES = ["friendly", "professional", "playful", "calm"] as const;
export type VoiceTone = (typeof VOICE_TONES)[number];

/** How the call to action opens: the writer's own line, "Download today", "Start learning". */
export const CTA_STYLES = ["writer", "download", "start"] as const;
export type CtaStyle = (typeof CTA_STYLES)[number];

export const VOICE_LABELS = {
  tone: { friendly: "Friendly", professional: "Professional", playful: "Playful", calm: "Calm" } satisfies Record<VoiceTone, string>,
  spelling: { auto: "As my descriptions spell", us: "US spelling (color, organize)", uk: "UK spelling (colour, organise)" },
  cta: { writer: "Listcraft's own", download: "“Download today”", start: "“Start learning”" } satisfies Record<CtaStyle, string>,
} as const;

export const VOICE_WORDS_MAX = 30;
export const VOICE_WORD_MAX_LENGTH = 40;
/** A list as typed: its most words at their longest, each with a comma and a space. */
export const VOICE_TEXT_MAX = VOICE_WORDS_MAX * (VOICE_WORD_MAX_LENGTH + 2);

/** A word or short phrase: letters, digits, spaces, hyphens and apostrophes only, so it is matched as words. */
const voiceWord = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(VOICE_WORD_MAX_LENGTH, `must be at most ${VOICE_WORD_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}'’ -]*$/u, "must be a word or a short phrase (letters, digits, spaces, - and ')");

const words = z
  .array(voiceWord)
  .max(VOICE_WORDS_MAX, `at most ${VOICE_WORDS_MAX} words`)
  .transform((list) => [...new Map(list.map((word) => [word.toLowerCase(), word])).values()]);

export const voiceSchema = z.strictObject({
  tone: z.enum(VOICE_TONES),
  /** "auto": each listing follows its description's spelling, as before voices existed. */
  spelling: z.enum(["auto", "us", "uk"]),
  avoid: words,
  prefer: words,
  cta: z.enum(CTA_STYLES),
});

export type Voice = z.infer<typeof voiceSchema>;

/** A voice as its form holds it (Settings → Voice, the wizard's last step): the words as typed, comma-separated. */
export interface VoiceDraft {
  tone: VoiceTone;
  spelling: Voice["spelling"];
  avoid: string;
  prefer: string;
  cta: CtaStyle;
}

export const voiceDraftOf = (voice: Voice): VoiceDraft => ({ ...voice, avoid: voice.avoid.join(", "), prefer: voice.prefer.join(", ") });

/** "synergy, game changer" (or one a line) → ["synergy", "game changer"]. */
export const wordsOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean);

export type VoiceWordField = "avoid" | "prefer";

/** The typed voice in the API's shape, unchecked: what the request carries and the rules read. */
export const voiceRequestOf = (draft: VoiceDraft): Voice => ({ ...draft, avoid: wordsOf(draft.avoid), prefer: wordsOf(draft.prefer) });

/**
 * A typed voice read with the API's own rules: the voice, or null and a message for each list of
 * words that breaks them, naming the word ("“<b>” must be a word or a short phrase …").
 */
export function readVoiceDraft(draft: VoiceDraft): { voice: Voice | null; problems: Partial<Record<VoiceWordField, string>> } {
  const request = voiceRequestOf(draft);
  const parsed = voiceSchema.safeParse(request);
  if (parsed.success) return { voice: parsed.data, problems: {} };
  const problems: Partial<Record<VoiceWordField, string>> = {};
  for (const { path, message } of parsed.error.issues) {
    const [field, index] = path;
    if ((field !== "avoid" && field !== "prefer") || problems[field]) continue;
    const word = typeof index === "number" ? request[field][index] : undefined;
    problems[field] = word === undefined ? message : `“${word}” ${message}`;
  }
  return { voice: null, problems };
}

/** The voice of an account that never set one: the writer as it always wrote. */
export const DEFAULT_VOICE: Voice = { tone: "friendly", spelling: "auto", avoid: [], prefer: [], cta: "writer" };

/** A stored voice, read defensively: anything malformed is the default. */
export function readVoice(value: unknown): Voice {
  const parsed = voiceSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_VOICE;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whole-word, any case, the plural "s" too: "synergy" finds "Synergy" and "synergies" is another word. */
export function avoidPattern(avoid: readonly string[]): RegExp | null {
  if (avoid.length === 0) return null;
  const alternatives = [...avoid].sort((a, b) => b.length - a.length).map((word) => escape(word).replace(/\s+/g, "\\s+"));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?:s|es)?(?![\\p{L}\\p{N}])`, "giu");
}

/** `text` without what `pattern` finds (avoidPattern), its spaces and punctuation tidied: the last resort where no other wording is at hand. */
export function withoutWords(text: string, pattern: RegExp | null): string {
  if (!pattern) return text;
  return text
    .replace(pattern, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/([,;:])(?:\s*[,;:])+/g, "$1")
    .replace(/\s{2,}/g, " ")
    .replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, "")
    .trim();
}
