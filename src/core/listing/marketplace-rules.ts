/**
 * The marketplace rules a listing is checked against, in one versioned table (issue 12).
 * Source: /work/shared/notes/marketplaces.md (public help pages and listing checkers). "hard"
 * means the marketplace refuses the listing; bump RULES_VERSION and the rule's date on each change.
 */
export const RULES_VERSION = "2026-11-28.1";

export interface MarketplaceRule {
  marketplace: "Etsy" | "Udemy" | "Gumroad" | "Shopify";
  field: string;
  rule: string;
  status: "hard" | "guidance";
  /** When the rule was last compared with its source (ISO date). */
  lastVerified: string;
  /** The limit, for length and count rules. */
  max?: number;
  /** The characters concerned, for character rules. */
  chars?: readonly string[];
}

export const MARKETPLACE_RULES = {
  etsyTitleLength: { marketplace: "Etsy", field: "title", rule: "at most 140 characters", status: "hard", lastVerified: "2026-11-23", max: 140 },
  etsyTitleOnce: {
    marketplace: "Etsy",
    field: "title",
    rule: "%, :, & and + at most once each",
    status: "hard",
    lastVerified: "2026-11-23",
    chars: ["%", ":", "&", "+"],
  },
  etsyTitleRefused: {
    marketplace: "Etsy",
    field: "title",
    rule: "no $, ^, \\ or backtick",
    status: "hard",
    lastVerified: "2026-11-23",
    chars: ["$", "^", "\\", "`"],
  },
  etsyTagCount: { marketplace: "Etsy", field: "tags", rule: "at most 13 tags", status: "hard", lastVerified: "2026-11-23", max: 13 },
  etsyTagLength: { marketplace: "Etsy", field: "tags", rule: "each tag at most 20 characters", status: "hard", lastVerified: "2026-11-23", max: 20 },
  etsyTagUnique: { marketplace: "Etsy", field: "tags", rule: "no repeated tag, singular or plural", status: "hard", lastVerified: "2026-11-23" },
  etsyTagLeading: { marketplace: "Etsy", field: "tags", rule: "no tag starting with - or '", status: "hard", lastVerified: "2026-11-23", chars: ["-", "'"] },
  etsyTagCharacters: {
    marketplace: "Etsy",
    field: "tags",
    rule: "letters, digits, spaces and - ' ™ © ® only",
    status: "hard",
    lastVerified: "2026-11-28",
    chars: ["-", "'", "™", "©", "®"],
  },
  udemySubtitleLength: { marketplace: "Udemy", field: "course subtitle", rule: "at most 120 characters", status: "hard", lastVerified: "2026-11-23", max: 120 },
  // Exports (issue 13): the limits the marketplace presets show.
  etsyImageCount: { marketplace: "Etsy", field: "photos", rule: "at most 10 photos", status: "hard", lastVerified: "2026-11-23", max: 10 },
  etsyAltTextLength: {
    marketplace: "Etsy",
    field: "photo alt text",
    rule: "at most 250 characters per photo",
    status: "hard",
    lastVerified: "2026-11-23",
    max: 250,
  },
  etsySnippetLength: {
    marketplace: "Etsy",
    field: "description",
    rule: "the first 160 characters show as the snippet",
    status: "guidance",
    lastVerified: "2026-11-23",
    max: 160,
  },
  gumroadNameLength: { marketplace: "Gumroad", field: "name", rule: "at most 255 characters", status: "hard", lastVerified: "2026-11-23", max: 255 },
  udemyTitleLength: { marketplace: "Udemy", field: "course title", rule: "at most 60 characters", status: "hard", lastVerified: "2026-11-23", max: 60 },
  udemyObjectives: { marketplace: "Udemy", field: "learning objectives", rule: "at least 4 objectives", status: "hard", lastVerified: "2026-11-23", max: 4 },
  shopifyTagCount: { marketplace: "Shopify", field: "tags", rule: "at most 250 tags", status: "hard", lastVerified: "2026-11-23", max: 250 },
  shopifySeoTitleLength: {
    marketplace: "Shopify",
    field: "SEO title",
    rule: "at most 70 characters shown in search results",
    status: "guidance",
    lastVerified: "2026-11-23",
    max: 70,
  },
  shopifySeoDescriptionLength: {
    marketplace: "Shopify",
    field: "SEO description",
    rule: "at most 320 characters",
    status: "guidance",
    lastVerified: "2026-11-23",
    max: 320,
  },
} as const satisfies Record<string, MarketplaceRule>;
