import { z } from "zod";

/** How a title opens (issue 33): with what the product is, with what it does for the buyer, or with who it is for. */
export const TITLE_ANGLES = ["subject", "benefit", "audience"] as const;
export type TitleAngle = (typeof TITLE_ANGLES)[number];

export interface TitleChoice {
  angle: TitleAngle;
  title: string;
}

export const TITLE_ANGLE_LABELS: Record<TitleAngle, string> = {
  subject: "Subject first",
  benefit: "Benefit first",
  audience: "Audience first",
};

export const titleChoiceSchema = z.strictObject({ angle: z.enum(TITLE_ANGLES), title: z.string().trim().min(1).max(400) });

/** POST /api/products/:id/title: one of the offered titles, on the version the creator was looking at. */
export const pickTitleSchema = z.strictObject({
  baseVersion: z.number().int().min(0).max(1_000_000),
  title: z.string().max(400),
});

/** The stored choices (addons.titleChoices), read defensively: anything malformed is no choice. */
export function readTitleChoices(value: unknown): TitleChoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = titleChoiceSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
