export const TIERS = ["free", "creator", "pro"] as const;
export type Tier = (typeof TIERS)[number];

export interface Plan {
  name: string;
  maxProducts: number;
  monthlyPrice: number;
  annualPrice: number;
  /** Stored image bytes allowed per account (the re-encoded images, thumbnails not counted). */
  storageMb: number;
  /** Upload requests per account per hour; each carries at most eight images. */
  uploadsPerHour: number;
  /** Regenerations (whole listing or one section) per account in the last 24 hours (issue 13). */
  regenerationsPerDay: number;
}

export const PLANS = {
  free: { name: "Free", maxProducts: 1, monthlyPrice: 0, annualPrice: 0, storageMb: 200, uploadsPerHour: 20, regenerationsPerDay: 5 },
  creator: { name: "Creator", maxProducts: 10, monthlyPrice: 14, annualPrice: 140, storageMb: 2_000, uploadsPerHour: 60, regenerationsPerDay: 60 },
  pro: { name: "Pro", maxProducts: 40, monthlyPrice: 39, annualPrice: 390, storageMb: 8_000, uploadsPerHour: 120, regenerationsPerDay: 200 },
} as const satisfies Record<Tier, Plan>;

export const DEFAULT_TIER: Tier = "free";

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (TIERS as readonly string[]).includes(value);
}

/** Tier names are shown capitalised; anything unrecognised reads as the default plan. */
export function tierName(tier: string | null | undefined): string {
  const value = (tier ?? "").trim().toLowerCase();
  if (!value) return PLANS[DEFAULT_TIER].name;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Everyone below pro is invited to upgrade from the usage pill. */
export function canUpgrade(tier: string | null | undefined): boolean {
  return (tier ?? DEFAULT_TIER).toLowerCase() !== "pro";
}
