import type { BillingInterval, PaidTier } from "./billing";
import type { Tier } from "./plans";
import type { TrialInfo } from "./trial";
import type { Voice } from "./voice";
import type { Marketplace } from "./marketplaces/marketplaces";
import type { EditableListing, ListingSection } from "./listing/editable";
import type { CheckReport, FactSheet } from "./listing/types";

/** Shapes the API returns; the SPA reads them, the server produces them. */
export interface ApiUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  createdAt: string;
}

export interface ApiSubscription {
  tier: Tier;
  maxProducts: number;
  /** Completed products (product_count, decision 029), archived included. */
  productCount: number;
  /** Products that use up the plan: pending and complete, archived included. The usage pill and the create page's cap. */
  slotsUsed: number;
  updatedAt: string;
  /** A payment was recorded in the last 10 minutes: the SPA then forces a refresh (decision 032). */
  recentTransaction: boolean;
  /** The account has a Paddle subscription that still entitles: the pricing page offers Manage Subscription. */
  hasPaidSubscription: boolean;
  /** How that subscription is billed (null without one): the pricing page offers the other period. */
  billingInterval: BillingInterval | null;
  /** The entitling subscription is in its free trial (issue 15): when it ends; null otherwise. */
  trial: TrialInfo | null;
  /** Of slotsUsed, the products still being generated (issue 16): the pill says so. */
  inProgress: number;
}

/** POST /api/subscription/sync-check: whether the check changed anything, and the plan after it. */
export interface SyncCheckResponse {
  changed: boolean;
  subscription: ApiSubscription;
}

/** POST /api/billing/checkout and /api/billing/checkout-link take the plan to buy. */
export interface CheckoutRequest {
  tier: PaidTier;
  interval: BillingInterval;
}

/** What the SPA needs to open Paddle's overlay (or, in simulated mode, the local checkout page). */
export interface CheckoutResponse {
  mode: "paddle" | "simulated";
  priceId: string;
  customerEmail: string;
  /** Passed to Paddle as custom_data so every webhook names our account. */
  customData: { userId: string };
  /** Absolute: {APP_URL}/success */
  successUrl: string;
  /** Absolute: {APP_URL}/pricing?checkout=cancelled */
  cancelUrl: string;
  /** Simulated mode: the local page (same origin path) that plays Paddle's checkout; null with Paddle. */
  simulatedUrl: string | null;
}

/** POST /api/billing/checkout-link (the direct-checkout fallback) and POST /api/billing/portal. */
export interface BillingUrlResponse {
  url: string;
}

/** One of the account's Paddle subscriptions, as GET /api/billing/subscriptions lists them. */
export interface ApiPaddleSubscription {
  id: string;
  status: string;
  tier: Tier | null;
  interval: BillingInterval | null;
  updatedAt: string;
}

export interface PaddleSubscriptionsResponse {
  items: ApiPaddleSubscription[];
}

/** POST /api/billing/simulated/pay (simulated mode only): the local stand-in for paying. */
export interface SimulatedPayResponse {
  transactionId: string;
  subscriptionId: string;
}

/** GET /api/billing/trial: whether the signed-in account may start a free trial (issue 30), and how long it lasts. */
export interface TrialOfferResponse {
  available: boolean;
  days: number;
}

/** POST /api/billing/simulated/trial (simulated mode, TRIAL_DAYS > 0): a paid plan's free trial. */
export interface SimulatedTrialResponse {
  subscriptionId: string;
  trialEndsAt: string;
}

/** POST /api/billing/simulated/end-trial: how Paddle ends the trial (charged, or canceled). */
export interface EndTrialRequest {
  outcome: "active" | "canceled";
}

/** GET /api/products/:id/export (paid plans): the image links the zip is built from. */
export interface ProductExportResponse {
  images: string[];
}

export interface PaymentsConfig {
  /** "off": this server has no payment settings, so no plan can be bought here. */
  mode: "paddle" | "simulated" | "off";
  /** Paddle.js client-side token; null unless mode is "paddle". */
  clientToken: string | null;
  environment: "sandbox" | "production";
}

export interface ApiNotificationSettings {
  emailNotifications: boolean;
  marketingEmails: boolean;
}

/**
 * GET /api/settings/notification-email: where "your listing is ready" may go besides the login
 * address. `email` has been confirmed through the link mailed to it; `pendingEmail` waits for its link.
 */
export interface ApiNotificationEmail {
  email: string | null;
  pendingEmail: string | null;
}

export interface MeResponse {
  user: ApiUser;
  isAdmin: boolean;
  hasPassword: boolean;
  completedProducts: number;
  /** A new login address waiting for its confirmation link; the login stays on `user.email` until then. */
  pendingEmail: string | null;
  /** Marketing measurement consent saved on the account (issue 15), so it follows the user to another device. */
  analyticsConsent: "granted" | "denied" | null;
}

/**
 * What a confirmation link needs in this browser (decision 057): nothing but a click ("confirm"),
 * the password its sign-up chose, a new password (a link without a sign-up, elsewhere), or the
 * account's session (an e-mail change).
 */
export type EmailConfirmationStep = "confirm" | "sign-up-password" | "new-password" | "sign-in";

/** GET /api/account/email-confirmation: what the /confirm-email page should offer for its link. */
export interface EmailConfirmationInfo {
  purpose: "verify" | "change";
  email: string;
  signedInAsOwner: boolean;
  step: EmailConfirmationStep;
}

/** POST /api/account/delete: deleted now (password given) or a confirmation link mailed (no password). */
export interface DeleteAccountResponse {
  deleted: boolean;
  confirmationSent: boolean;
}

/** GET /api/session: the signed-in user, or null for a visitor (never a 401). */
export interface SessionResponse {
  me: MeResponse | null;
}

export interface PublicConfig {
  googleEnabled: boolean;
  /** Shown when a listing takes too long, so the creator can reach a person. */
  supportEmail: string;
  payments: PaymentsConfig;
  /** The analytics provider events are forwarded to after consent (issue 15); null when none is configured. */
  analytics: AnalyticsProviderConfig | null;
  /** TRIAL_DAYS: the free trial of paid plans in days (0 = none); the simulated checkout offers it. */
  trialDays?: number;
  /** Mail is written to files and APP_URL is local: /dev/mailbox shows it (decision 057). */
  localMailbox?: boolean;
  /** The marketplaces this server offers (their operator credentials are set, issue 32); none: nothing to publish to. */
  marketplaces?: Marketplace[];
}

/** One mail the file transport wrote, as GET /api/dev/mailbox lists it (newest first). */
export interface LocalMail {
  id: string;
  to: string;
  subject: string;
  sentAt: string;
  text: string;
}

export type AnalyticsProviderConfig =
  | { provider: "ga"; measurementId: string }
  | { provider: "plausible"; scriptUrl: string; domain: string }
  | { provider: "umami"; scriptUrl: string; websiteId: string };

export interface ApiErrorBody {
  error: { code: string; message: string; details?: Record<string, string[]> };
}

export type ApiProductStatus = "pending" | "complete" | "failed";

export interface ApiUpload {
  id: string;
  name: string;
  url: string;
  thumbnailUrl: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

export interface UploadResponse {
  uploads: ApiUpload[];
  failed: Array<{ name: string; reason: string }>;
}

/** A product as the product page and the result card read it. */
export interface ApiProduct {
  id: string;
  title: string;
  /** The name the creator gave (wizard or product page, issue 29); null when none was given. */
  productName: string | null;
  shortDescription: string | null;
  longDescription: string | null;
  features: string[];
  benefits: string[];
  /** Paid plans only (SEO tags): null when the viewer's plan does not include them. */
  keywords: string[] | null;
  usp: string[];
  /** Paid plans only: null when the viewer's plan does not include use cases. */
  useCases: string[] | null;
  cta: string | null;
  whyChooseUs: string | null;
  category: string;
  thumbnailUrl: string | null;
  images: string[];
  archived: boolean;
  /** Derived: "complete" also when features, benefits and keywords are all filled. */
  status: ApiProductStatus;
  addons: Record<string, unknown>;
  /** What the listing was written from; null before generation (or for listings older than issue 12). */
  facts: FactSheet | null;
  /** The listing check's report on the stored listing; null until a listing is stored. */
  listingCheck: CheckReport | null;
  /** The listing version these fields hold (0 before the first listing); a save sends it back as baseVersion. */
  version: number;
  /** Alt text per image, in the order of `images`. */
  altTexts: string[];
  /** Sections a streaming model has finished while the product is pending; null otherwise. */
  draft: Partial<EditableListing> | null;
  /** The regeneration running now, if any. */
  regeneration: ApiRegeneration | null;
  createdAt: string;
  updatedAt: string;
}

/** "pick": the creator chose one of the offered titles (issue 33). */
export type VersionSource = "generate" | "regenerate" | "edit" | "restore" | "pick";

/** One entry of GET /api/products/:id/versions, newest first. */
export interface ApiListingVersionSummary {
  number: number;
  source: VersionSource;
  /** builtin, openai or webhook for generated versions. */
  generator: string | null;
  /** Whether the viewer made it (saves, restores, regenerations they asked for). */
  byYou: boolean;
  section: ListingSection | null;
  instruction: string | null;
  locked: ListingSection[];
  restoredFrom: number | null;
  /** Sections that differ from the version before it. */
  changed: ListingSection[];
  createdAt: string;
  /** When its text was written last: later than createdAt when saves were folded into it (decision 052). */
  updatedAt: string;
}

/** GET /api/products/:id/versions?before=&limit=: one page, newest first (decision 052). */
export interface ListingVersionsResponse {
  current: number;
  items: ApiListingVersionSummary[];
  /** `before` for the next, older page; null when this page reaches the first version. */
  nextBefore: number | null;
}

/** GET /api/products/:id/versions/:number. Paid-only sections (keywords, use cases) are empty lists for plans without them. */
export interface ApiListingVersion extends ApiListingVersionSummary {
  listing: EditableListing;
  listingCheck: CheckReport | null;
}

/** PUT /api/products/:id/listing and POST …/versions/:n/restore answer with the product as now stored. */
export interface SaveListingResponse {
  product: ApiProduct;
}

/** The 409 body of a save or restore based on an older version: the newer text, nothing overwritten. */
export interface ListingConflictBody extends ApiErrorBody {
  current: { version: number; listing: EditableListing; createdAt: string; byYou: boolean };
}

export interface ApiRegeneration {
  id: string;
  productId: string;
  section: ListingSection | null;
  instruction: string | null;
  locked: ListingSection[];
  status: "pending" | "complete" | "failed";
  progress: number;
  message: string | null;
  /** Once complete: what the writer could not do of the instruction, for the creator; null when nothing. */
  note?: string | null;
  error: string | null;
  resultVersion: number | null;
  createdAt: string;
}

/** POST /api/products/:id/regenerate (202) and GET …/regenerations/:rid. */
export interface RegenerateResponse {
  regeneration: ApiRegeneration;
  /** Regenerations left in the plan's 24-hour allowance after this one. */
  remainingToday: number;
  limitPerDay: number;
}

export type ExportFormat = "txt" | "md" | "json";
export type ExportPreset = "etsy" | "gumroad" | "udemy" | "shopify";

/** One field of a marketplace preset as the marketplace's form expects it, with its limit. */
export interface ApiPresetField {
  key: string;
  label: string;
  value: string;
  /** The marketplace's limit in characters (or items for lists), null when it has none. */
  limit: number | null;
  /** Characters (or items) the value has. */
  count: number;
  /** True when `limit` is a minimum ("at least 4 objectives"), not a maximum. */
  atLeast?: boolean;
  meets: boolean;
  /** What the limit is, in words: "Etsy allows 140 characters". */
  rule: string | null;
}

/** GET /api/products/:id/presets/:preset (paid plans). */
export interface ApiPreset {
  preset: ExportPreset;
  label: string;
  fields: ApiPresetField[];
  meetsAll: boolean;
}

/** A gallery card. */
export interface ApiProductSummary {
  id: string;
  title: string;
  shortDescription: string | null;
  thumbnailUrl: string | null;
  category: string;
  status: ApiProductStatus;
  createdAt: string;
}

export interface ProductListResponse {
  items: ApiProductSummary[];
  nextCursor: string | null;
}

export interface DuplicateProduct {
  id: string;
  title: string;
  category: string;
  createdAt: string;
  archived: boolean;
}

export interface CreateProductRequest {
  /** Optional (issue 29): what the product is called; null or absent when the creator gave none. */
  productName?: string | null;
  description: string;
  category: "course" | "planner" | "wallart";
  targetPlatform: string[];
  fileFormats: string | null;
  screenshotIds: string[];
  testimonial: { content: string; title: string; avatarId: string; /** Whole stars 1-5. */ rating?: number } | null;
  beforeAfter: { beforeId: string; afterId: string } | null;
  /** How to resolve a duplicate title: replace archives the old one, unique appends " (n)". */
  onDuplicate?: "replace" | "unique";
  /** This product's own voice (issue 33); absent or null: the account's. */
  voice?: Voice | null;
  /** The artwork was made with AI tools (issue 32): the product's sale details start with it. */
  madeWithAi?: boolean;
}

export interface CreateProductResponse {
  product: ApiProduct;
  /** The toast to show, e.g. 'Product created with title: "…".' when the title was changed. */
  message: string | null;
}
