import { z } from "zod";
import { TIERS } from "../plans";
import { voiceSchema } from "../voice";
import { MARKETPLACES } from "../marketplaces/marketplaces";
import { LISTING_SECTIONS } from "../listing/sections";
import { STORED_CATEGORIES } from "../products/catalog";
import { COURSE_INFO_KEYS } from "../products/course";
import type { CheckReport, FactSheet, KeyFact } from "../listing/types";
import { shaped } from "./define";

// The bodies the API answers with, declared once: src/core/api-types.ts names their types, the
// server's routes produce them and the API tests check every answer against them (decision 070).
// Response schemas describe what is sent, so they carry no request limits or refinements.

const tier = z.enum(TIERS);
const interval = z.enum(["monthly", "annual"]);
const isoDate = z.string();
const section = z.enum(LISTING_SECTIONS);

export const apiUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: isoDate,
});

export const trialInfoSchema = z.object({ endsAt: isoDate, daysLeft: z.number() });

export const apiSubscriptionSchema = z.object({
  tier,
  maxProducts: z.number(),
  /** Completed products (product_count, decision 029), archived included. */
  productCount: z.number(),
  /** Products that use up the plan: pending and complete, archived included. The usage pill and the create page's cap. */
  slotsUsed: z.number(),
  updatedAt: isoDate,
  /** A payment was recorded in the last 10 minutes: the SPA then forces a refresh (decision 032). */
  recentTransaction: z.boolean(),
  /** The account has a Paddle subscription that still entitles: the pricing page offers Manage Subscription. */
  hasPaidSubscription: z.boolean(),
  /** How that subscription is billed (null without one): the pricing page offers the other period. */
  billingInterval: interval.nullable(),
  /** The entitling subscription is in its free trial (issue 15): when it ends; null otherwise. */
  trial: trialInfoSchema.nullable(),
  /** Of slotsUsed, the products still being generated (issue 16): the pill says so. */
  inProgress: z.number(),
});

export const syncCheckResponseSchema = z.object({ changed: z.boolean(), subscription: apiSubscriptionSchema });

export const checkoutResponseSchema = z.object({
  mode: z.enum(["paddle", "simulated"]),
  priceId: z.string(),
  customerEmail: z.string(),
  /** Passed to Paddle as custom_data so every webhook names our account. */
  customData: z.object({ userId: z.string() }),
  /** Absolute: {APP_URL}/success */
  successUrl: z.string(),
  /** Absolute: {APP_URL}/pricing?checkout=cancelled */
  cancelUrl: z.string(),
  /** Simulated mode: the local page (same origin path) that plays Paddle's checkout; null with Paddle. */
  simulatedUrl: z.string().nullable(),
});

export const billingUrlResponseSchema = z.object({ url: z.string() });

export const apiPaddleSubscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  tier: tier.nullable(),
  interval: interval.nullable(),
  updatedAt: isoDate,
});
export const paddleSubscriptionsResponseSchema = z.object({ items: z.array(apiPaddleSubscriptionSchema) });
export const simulatedPayResponseSchema = z.object({ transactionId: z.string(), subscriptionId: z.string() });
export const trialOfferResponseSchema = z.object({ available: z.boolean(), days: z.number() });
export const simulatedTrialResponseSchema = z.object({ subscriptionId: z.string(), trialEndsAt: isoDate });
export const productExportResponseSchema = z.object({ images: z.array(z.string()) });

export const paymentsConfigSchema = z.object({
  /** "off": this server has no payment settings, so no plan can be bought here. */
  mode: z.enum(["paddle", "simulated", "off"]),
  /** Paddle.js client-side token; null unless mode is "paddle". */
  clientToken: z.string().nullable(),
  environment: z.enum(["sandbox", "production"]),
});

export const notificationSettingsSchema = z.object({ emailNotifications: z.boolean(), marketingEmails: z.boolean() });

/** Where "your listing is ready" may go besides the login address; `pendingEmail` waits for its link. */
export const notificationEmailSchema = z.object({ email: z.string().nullable(), pendingEmail: z.string().nullable() });

export const meResponseSchema = z.object({
  user: apiUserSchema,
  isAdmin: z.boolean(),
  hasPassword: z.boolean(),
  completedProducts: z.number(),
  /** A new login address waiting for its confirmation link; the login stays on `user.email` until then. */
  pendingEmail: z.string().nullable(),
  /** Marketing measurement consent saved on the account (issue 15), so it follows the user to another device. */
  analyticsConsent: z.enum(["granted", "denied"]).nullable(),
});

/** What a confirmation link needs in this browser (decision 057). */
export const emailConfirmationStepSchema = z.enum(["confirm", "sign-up-password", "new-password", "sign-in"]);
export const emailConfirmationInfoSchema = z.object({
  purpose: z.enum(["verify", "change"]),
  email: z.string(),
  signedInAsOwner: z.boolean(),
  step: emailConfirmationStepSchema,
});

/** Deleted now (password given) or a confirmation link mailed (no password). */
export const deleteAccountResponseSchema = z.object({ deleted: z.boolean(), confirmationSent: z.boolean() });

/** The signed-in user, or null for a visitor (never a 401). */
export const sessionResponseSchema = z.object({ me: meResponseSchema.nullable() });

export const analyticsProviderConfigSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("ga"), measurementId: z.string() }),
  z.object({ provider: z.literal("plausible"), scriptUrl: z.string(), domain: z.string() }),
  z.object({ provider: z.literal("umami"), scriptUrl: z.string(), websiteId: z.string() }),
]);

export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
  /** Shown when a listing takes too long, so the creator can reach a person. */
  supportEmail: z.string(),
  payments: paymentsConfigSchema,
  /** The analytics provider events are forwarded to after consent (issue 15); null when none is configured. */
  analytics: analyticsProviderConfigSchema.nullable(),
  /** TRIAL_DAYS: the free trial of paid plans in days (0 = none); the simulated checkout offers it. */
  trialDays: z.number().optional(),
  /** Mail is written to files and APP_URL is local: /dev/mailbox shows it (decision 057). */
  localMailbox: z.boolean().optional(),
  /** The marketplaces this server offers (their operator credentials are set, issue 32). */
  marketplaces: z.array(z.enum(MARKETPLACES)).optional(),
});

/** One mail the file transport wrote, as GET /api/dev/mailbox lists it (newest first). */
export const localMailSchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), sentAt: isoDate, text: z.string() });

export const apiProductStatusSchema = z.enum(["pending", "complete", "failed"]);

export const apiUploadSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  contentType: z.string(),
  width: z.number(),
  height: z.number(),
  size: z.number(),
});
export const uploadResponseSchema = z.object({ uploads: z.array(apiUploadSchema), failed: z.array(z.object({ name: z.string(), reason: z.string() })) });

const checkReportSchema = shaped<CheckReport>(
  z.object({
    passed: z.boolean(),
    findings: z.array(z.object({ check: z.string(), outcome: z.enum(["passed", "repaired", "review"]), message: z.string(), field: z.string().optional() })),
    rulesVersion: z.string().optional(),
  }),
);
const keyFactSchema = z.object({
  id: z.string(),
  kind: z.enum(["subject", "count", "size", "duration", "year", "included", "format", "app", "quote", "name", "audience", "level", "outline"]),
  label: z.string(),
  matches: z.array(z.string()),
}) satisfies z.ZodType<KeyFact>;
const factSheetSchema = z.object({
  category: z.enum(STORED_CATEGORIES),
  product: z.string(),
  subject: z.string().nullable(),
  subjectSure: z.boolean().optional(),
  audience: z.array(z.string()),
  level: z.enum(["beginner", "intermediate", "advanced", "all-levels"]).nullable(),
  negations: z.array(z.object({ label: z.string(), forbidden: z.array(z.string()) })),
  counts: z.array(z.string()),
  sizes: z.array(z.string()),
  durations: z.array(z.string()),
  years: z.array(z.string()),
  included: z.array(z.string()),
  formats: z.array(z.string()),
  apps: z.array(z.string()),
  delivery: z.enum(["print", "duplicate", "edit-then-print", "import", "watch", "download"]),
  outline: z.array(z.string()),
  courseInfo: z
    .object({
      instructor: z.string().optional(),
      duration: z.string().optional(),
      level: z.string().optional(),
      language: z.string().optional(),
      certificate: z.string().optional(),
    })
    .optional(),
  quotes: z.array(z.string()),
  names: z.array(z.string()),
  spelling: z.enum(["uk", "us"]),
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  keyFacts: z.array(keyFactSchema),
  avoid: z.array(z.string()).optional(),
}) satisfies z.ZodType<FactSheet>;

const moduleSchema = z.object({ title: z.string(), details: z.string() });
const courseInfo = Object.fromEntries(COURSE_INFO_KEYS.map((key) => [key, z.string().optional()])) as Record<
  (typeof COURSE_INFO_KEYS)[number],
  z.ZodOptional<z.ZodString>
>;
const editableCourseSchema = z.object({
  subtitle: z.string(),
  courseDescription: z.string(),
  whatYouWillLearn: z.array(z.string()),
  requirements: z.array(z.string()),
  whoThisCourseIsFor: z.array(z.string()),
  courseFeatures: z.array(z.string()),
  curriculumHighlights: z.array(z.string()),
  curriculumDetails: z.array(moduleSchema),
  ...courseInfo,
});
/** The listing as the creator edits it (core/listing/editable.ts), as the API sends it. */
export const editableListingOutSchema = z.object({
  title: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  features: z.array(z.string()),
  benefits: z.array(z.string()),
  usp: z.array(z.string()),
  useCases: z.array(z.string()),
  keywords: z.array(z.string()),
  cta: z.string(),
  whyChooseUs: z.string(),
  course: editableCourseSchema.nullable(),
  altTexts: z.array(z.string()),
});

const regenerationStatusSchema = z.enum(["pending", "complete", "failed"]);
export const apiRegenerationSchema = z.object({
  id: z.string(),
  productId: z.string(),
  section: section.nullable(),
  instruction: z.string().nullable(),
  locked: z.array(section),
  status: regenerationStatusSchema,
  progress: z.number(),
  message: z.string().nullable(),
  /** Once complete: what the writer could not do of the instruction, for the creator; null when nothing. */
  note: z.string().nullable().optional(),
  error: z.string().nullable(),
  resultVersion: z.number().nullable(),
  createdAt: isoDate,
});

/** A product as the product page and the result card read it. */
export const apiProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The name the creator gave (wizard or product page, issue 29); null when none was given. */
  productName: z.string().nullable(),
  shortDescription: z.string().nullable(),
  longDescription: z.string().nullable(),
  features: z.array(z.string()),
  benefits: z.array(z.string()),
  /** Paid plans only (SEO tags): null when the viewer's plan does not include them. */
  keywords: z.array(z.string()).nullable(),
  usp: z.array(z.string()),
  /** Paid plans only: null when the viewer's plan does not include use cases. */
  useCases: z.array(z.string()).nullable(),
  cta: z.string().nullable(),
  whyChooseUs: z.string().nullable(),
  category: z.string(),
  thumbnailUrl: z.string().nullable(),
  images: z.array(z.string()),
  archived: z.boolean(),
  /** Derived: "complete" also when features, benefits and keywords are all filled. */
  status: apiProductStatusSchema,
  addons: z.record(z.string(), z.unknown()),
  /** What the listing was written from; null before generation (or for listings older than issue 12). */
  facts: factSheetSchema.nullable(),
  /** The listing check's report on the stored listing; null until a listing is stored. */
  listingCheck: checkReportSchema.nullable(),
  /** The listing version these fields hold (0 before the first listing); a save sends it back as baseVersion. */
  version: z.number(),
  /** Alt text per image, in the order of `images`. */
  altTexts: z.array(z.string()),
  /** Sections a streaming model has finished while the product is pending; null otherwise. */
  draft: editableListingOutSchema.partial().nullable(),
  /** The regeneration running now, if any. */
  regeneration: apiRegenerationSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** "pick": the creator chose one of the offered titles (issue 33). */
export const versionSourceSchema = z.enum(["generate", "regenerate", "edit", "restore", "pick"]);

export const apiListingVersionSummarySchema = z.object({
  number: z.number(),
  source: versionSourceSchema,
  /** builtin, openai or webhook for generated versions. */
  generator: z.string().nullable(),
  /** Whether the viewer made it (saves, restores, regenerations they asked for). */
  byYou: z.boolean(),
  section: section.nullable(),
  instruction: z.string().nullable(),
  locked: z.array(section),
  restoredFrom: z.number().nullable(),
  /** Sections that differ from the version before it. */
  changed: z.array(section),
  createdAt: isoDate,
  /** When its text was written last: later than createdAt when saves were folded into it (decision 052). */
  updatedAt: isoDate,
});

/** One page of the history, newest first (decision 052). */
export const listingVersionsResponseSchema = z.object({
  current: z.number(),
  items: z.array(apiListingVersionSummarySchema),
  /** `before` for the next, older page; null when this page reaches the first version. */
  nextBefore: z.number().nullable(),
});

/** Paid-only sections (keywords, use cases) are empty lists for plans without them. */
export const apiListingVersionSchema = apiListingVersionSummarySchema.extend({
  listing: editableListingOutSchema,
  listingCheck: checkReportSchema.nullable(),
});

export const productResponseSchema = z.object({ product: apiProductSchema });

/** The 409 body of a save or restore based on an older version: the newer text, nothing overwritten. */
export const listingConflictBodySchema = z.object({
  error: z.object({ code: z.literal("VERSION_CONFLICT"), message: z.string(), details: z.record(z.string(), z.array(z.string())).optional() }),
  current: z.object({ version: z.number(), listing: editableListingOutSchema, createdAt: isoDate, byYou: z.boolean() }),
});

/** POST /api/products/:id/regenerate (202) and GET …/regenerations/:rid. */
export const regenerateResponseSchema = z.object({
  regeneration: apiRegenerationSchema,
  /** Regenerations left in the plan's 24-hour allowance after this one. */
  remainingToday: z.number(),
  limitPerDay: z.number(),
});

export const exportFormatSchema = z.enum(["txt", "md", "json"]);
export const exportPresetSchema = z.enum(["etsy", "gumroad", "udemy", "shopify"]);

/** One field of a marketplace preset as the marketplace's form expects it, with its limit. */
export const apiPresetFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  /** The marketplace's limit in characters (or items for lists), null when it has none. */
  limit: z.number().nullable(),
  /** Characters (or items) the value has. */
  count: z.number(),
  /** True when `limit` is a minimum ("at least 4 objectives"), not a maximum. */
  atLeast: z.boolean().optional(),
  meets: z.boolean(),
  /** What the limit is, in words: "Etsy allows 140 characters". */
  rule: z.string().nullable(),
});

export const apiPresetSchema = z.object({ preset: exportPresetSchema, label: z.string(), fields: z.array(apiPresetFieldSchema), meetsAll: z.boolean() });

/** A gallery card. */
export const apiProductSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  category: z.string(),
  status: apiProductStatusSchema,
  createdAt: isoDate,
});

export const productListResponseSchema = z.object({ items: z.array(apiProductSummarySchema), nextCursor: z.string().nullable() });

export const duplicateProductSchema = z.object({ id: z.string(), title: z.string(), category: z.string(), createdAt: isoDate, archived: z.boolean() });

export const createProductResponseSchema = z.object({
  product: apiProductSchema,
  /** The toast to show, e.g. 'Product created with title: "…".' when the title was changed. */
  message: z.string().nullable(),
});

/** The voice settings' answers. */
export const voiceResponseSchema = z.object({ voice: voiceSchema });
