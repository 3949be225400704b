/** The marketplaces a listing can be published to as a draft (issue 32, decision 061). */
export const MARKETPLACES = ["etsy", "shopify", "gumroad"] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

export const MARKETPLACE_NAMES = { etsy: "Etsy", shopify: "Shopify", gumroad: "Gumroad" } as const satisfies Record<Marketplace, string>;

export const isMarketplace = (value: unknown): value is Marketplace => typeof value === "string" && (MARKETPLACES as readonly string[]).includes(value);

/** Etsy's API terms ask every app that uses the API to show this. */
export const ETSY_TRADEMARK_NOTICE =
  "The term 'Etsy' is a trademark of Etsy, Inc. This application uses the Etsy API but is not endorsed or certified by Etsy, Inc.";

/** Etsy's scopes for drafting listings: read and write listings, read the shop (its id). */
export const ETSY_SCOPES = ["listings_r", "listings_w", "shops_r"] as const;

/** Shopify's scopes: create products, and upload their media through staged uploads. */
export const SHOPIFY_SCOPES = ["write_products", "write_files"] as const;

/** Etsy's who_made values (createDraftListing). */
export const ETSY_WHO_MADE = ["i_did", "someone_else", "collective"] as const;

/**
 * When a digital product was made, as this app stores it: made to order, since 2020, the 2010s.
 * Etsy names its newest range after the current year ("2020_2024" in its 2024 reference, "2020_2026"
 * in 2026's; decision 066), so "2020_present" is stored and `etsyWhenMade` names it when a draft is sent.
 */
export const ETSY_WHEN_MADE = ["made_to_order", "2020_present", "2010_2019"] as const;
export type EtsyWhenMade = (typeof ETSY_WHEN_MADE)[number];

/** Etsy's when_made value for ours at `now`: "2020_present" is "2020_<this year>" (the 2020s end with 2029). */
export function etsyWhenMade(value: EtsyWhenMade, now = new Date()): string {
  return value === "2020_present" ? `2020_${Math.min(2029, Math.max(2020, now.getUTCFullYear()))}` : value;
}

/** A stored or sent value from before decision 066 ("2020_2025") is our "2020_present". */
export const ourWhenMade = (value: unknown): unknown => (typeof value === "string" && /^2020_20\d\d$/.test(value) ? "2020_present" : value);

/** The line Etsy's policy asks for where AI was used in making the item, added to the description. */
export const AI_DISCLOSURE_LINE = "This design was created with the help of AI tools and finished by me.";

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;
export type Currency = (typeof CURRENCIES)[number];
