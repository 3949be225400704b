import { MARKETPLACE_RULES } from "../../../../core/listing/marketplace-rules";

export interface CountLimit {
  max: number;
  /** Whose limit, for the over-limit text: "Etsy's 140". */
  owner: string;
  /** What is counted when not characters: "tags". */
  unit?: string;
}

/** The marketplace limits the editor counts against as the creator types (the check reports them too). */
export const LIMITS = {
  etsyTitle: { max: MARKETPLACE_RULES.etsyTitleLength.max, owner: "Etsy" },
  udemyTitle: { max: 60, owner: "Udemy" },
  udemySubtitle: { max: MARKETPLACE_RULES.udemySubtitleLength.max, owner: "Udemy" },
  etsyTags: { max: MARKETPLACE_RULES.etsyTagCount.max, owner: "Etsy", unit: "tags" },
  etsyTag: { max: MARKETPLACE_RULES.etsyTagLength.max, owner: "Etsy" },
  etsyAltText: { max: 250, owner: "Etsy" },
} as const satisfies Record<string, CountLimit>;
