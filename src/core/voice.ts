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
