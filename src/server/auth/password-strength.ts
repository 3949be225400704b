import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/** zxcvbn scores 0-4; 2 ("somewhat guessable", >= 10^6 guesses) is the least we accept. */
export const MIN_PASSWORD_SCORE = 2;

const zxcvbn = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});

export interface StrengthVerdict {
  ok: boolean;
  score: number;
  reasons: string[];
}

export function checkPasswordStrength(password: string, userInputs: string[] = []): StrengthVerdict {
  const inputs = userInputs.flatMap((value) => [value, value.split("@")[0] ?? "", ...value.split(/[@.\s_-]+/)]).filter((v) => v.length >= 3);
  const result = zxcvbn.check(password.slice(0, 128), inputs);
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter((text): text is string => typeof text === "string" && text.length > 0);
  const ok = result.score >= MIN_PASSWORD_SCORE;
  return { ok, score: result.score, reasons: ok ? [] : reasons.length ? reasons : ["Choose a less common password."] };
}

export function weakPasswordMessage(verdict: StrengthVerdict): string {
  return `Password is too weak. ${verdict.reasons.join(" ")}`.trim();
}
