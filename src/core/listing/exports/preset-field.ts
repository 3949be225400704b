import type { ApiPreset, ApiPresetField, ExportPreset } from "../../api-types";

/**
 * One preset field. `count` is measured on the creator's text as it is: a preset never shortens
 * the text to make it meet a limit; it says which limit the text does not meet.
 */
export function field(
  key: string,
  label: string,
  value: string,
  check: { limit?: number | null; atLeast?: boolean; count?: number; meets?: boolean; rule?: string | null } = {},
): ApiPresetField {
  const limit = check.limit ?? null;
  const count = check.count ?? value.length;
  const within = limit === null || (check.atLeast ? count >= limit : count <= limit);
  return { key, label, value, limit, count, ...(check.atLeast ? { atLeast: true } : {}), meets: check.meets ?? within, rule: check.rule ?? null };
}

export function preset(name: ExportPreset, label: string, fields: ApiPresetField[]): ApiPreset {
  return { preset: name, label, fields, meetsAll: fields.every((f) => f.meets) };
}

/** Paragraphs and "•" lines, the way plain-text marketplace forms keep them. */
export function plainBlocks(blocks: Array<{ heading?: string; text?: string; items?: string[] }>): string {
  return blocks
    .filter((b) => (b.items ? b.items.length > 0 : Boolean(b.text?.trim())))
    .map((b) => [b.heading, b.items ? b.items.map((item) => `• ${item}`).join("\n") : b.text].filter(Boolean).join("\n"))
    .join("\n\n");
}
