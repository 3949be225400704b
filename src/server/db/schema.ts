import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CheckReport, FactSheet } from "../../core/listing/types";
import type { EditableListing } from "../../core/listing/editable";
import type { PublishError } from "../../core/marketplaces/publish-error";
import type { ImportProblem } from "../../core/imports/problems";
import type { ImportRowInput } from "../../core/imports/validate-row";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// Better Auth's four tables (user, session, account, verification), with our profile fields on user.
export const user = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  marketingEmails: boolean("marketing_emails").notNull().default(false),
  paddleCustomerId: text("paddle_customer_id"),
  /** A throwaway account the admin's Test Full Flow made; never a real customer (issue 14). */
  isTest: boolean("is_test").notNull().default(false),
  /** Marketing measurement consent (issue 15): "granted", "denied", or null when never asked. */
  analyticsConsent: text("analytics_consent"),
  /** Where "your listing is ready" may also go: set only once its owner opened the link mailed to it (issue 30). */
  notificationEmail: text("notification_email"),
  /** Copied into each new product's addons (issue 33, core/voice.ts); null until the seller sets one. */
  voice: jsonb("voice"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: ["free", "creator", "pro"] })
      .notNull()
      .default("free"),
    maxProducts: integer("max_products").notNull().default(1),
    productCount: integer("product_count").notNull().default(0),
    /** A plan the admin granted by hand; the account gets the better of it and its Paddle plan. */
    manualTier: text("manual_tier", { enum: ["creator", "pro"] }),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("subscriptions_tier_check", sql`${table.tier} in ('free', 'creator', 'pro')`),
    check("subscriptions_manual_tier_check", sql`${table.manualTier} is null or ${table.manualTier} in ('creator', 'pro')`),
    check("subscriptions_counts_check", sql`${table.maxProducts} >= 0 and ${table.productCount} >= 0`),
  ],
);

/**
 * Outstanding links that confirm an address: "verify" proves the account's own address, "change"
 * moves the login to `email` once confirmed (the newest such row is the pending address). Only the
 * SHA-256 of the mailed token is stored.
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["verify", "change", "notify"] }).notNull(),
    /** A change asked for by a session that entered the password: confirmed from it, the old address's reset links are spent (decision 056). */
    passwordSessionId: text("password_session_id").references(() => session.id, { onDelete: "set null" }),
    // A sign-up's link (decision 057): the argon2 hash of the password that sign-up chose (never the
    // password) and the SHA-256 of the key its browser got, so the link confirms there in one click.
    passwordHash: text("password_hash"),
    browserKeyHash: text("browser_key_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("email_confirmations_user_idx").on(table.userId),
    check("email_confirmations_purpose_check", sql`${table.purpose} in ('verify', 'change', 'notify')`),
  ],
);

/** Fixed-window counters shared by every process, so limits hold behind a load balancer. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /**
     * The submitted title (with " (n)" from "Create with Unique Title"): the generated title replaces
     * `title`, never this. Duplicates are found by it (issue 16). Null only for rows written outside the app.
     */
    submittedTitle: text("submitted_title"),
    productName: text("product_name"),
    shortDescription: text("short_description"),
    longDescription: text("long_description"),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text("benefits")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    keywords: text("keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    usp: text("usp")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    useCases: text("use_cases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cta: text("cta"),
    whyChooseUs: text("why_choose_us"),
    category: text("category", { enum: ["planner", "wallart", "course", "others"] }).notNull(),
    thumbnailUrl: text("thumbnail_url"),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    archived: boolean("archived").notNull().default(false),
    status: text("status", { enum: ["pending", "complete", "failed"] })
      .notNull()
      .default("pending"),
    addons: jsonb("addons").$type<Record<string, unknown>>().notNull().default({}),
    /** Where to send "your listing is ready", when the creator asked; sent at most once. */
    notifyEmail: text("notify_email"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** sha256 of the token an external workflow must present to report on this product. */
    callbackTokenHash: text("callback_token_hash"),
    /** What the listing was written from (issue 12), read once before generation. */
    facts: jsonb("facts").$type<FactSheet>(),
    listingCheck: jsonb("listing_check").$type<CheckReport>(),
    /** The number of the listing version the columns above hold; 0 until the first listing is stored (issue 13). */
    version: integer("version").notNull().default(0),
    /** Alt text per image, in the order of `images` (issue 13). */
    altTexts: text("alt_texts")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sections a streaming model has finished while the product is still pending (issue 13). */
    draft: jsonb("draft").$type<Partial<EditableListing>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("products_category_check", sql`${table.category} in ('planner', 'wallart', 'course', 'others')`),
    check("products_status_check", sql`${table.status} in ('pending', 'complete', 'failed')`),
    // The gallery: one user's visible listings, newest first, read with keyset pagination.
    index("products_gallery_idx")
      .on(table.userId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'complete' and ${table.archived} = false`),
    index("products_user_submitted_title_idx").on(table.userId, table.submittedTitle, table.category),
    index("products_user_status_idx").on(table.userId, table.status),
  ],
);

/**
 * Every generation, regeneration, save and restore of a listing (issue 13). Append-only; the
 * product row holds the newest one's text and its number.
 */
export const listingVersions = pgTable(
  "listing_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    source: text("source", { enum: ["generate", "regenerate", "edit", "restore", "pick"] }).notNull(),
    /** The account that saved or asked for it; null when the first generation made it. */
    authorId: text("author_id"),
    /** builtin, openai or webhook for generated versions; null for saves and restores. */
    generator: text("generator"),
    /** Regenerations: the section (null: whole listing), the instruction and the locked sections. */
    section: text("section"),
    instruction: text("instruction"),
    locked: text("locked")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    restoredFrom: integer("restored_from"),
    listing: jsonb("listing").$type<EditableListing>().notNull(),
    listingCheck: jsonb("listing_check").$type<CheckReport>(),
    /** The sections that differ from the version before it, computed when it is written (decision 052). */
    changed: text("changed")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** When its text was last written: a later save folded into it moves this (decision 052). */
    updatedAt: updatedAt(),
    /** A save: until when its author's next save folds into it instead of adding a version; null: never. */
    foldUntil: timestamp("fold_until", { withTimezone: true }),
  },
  (table) => [uniqueIndex("listing_versions_product_number_idx").on(table.productId, table.number)],
);

/** A regeneration asked for by the creator; run by the durable queue like a first generation. */
export const listingRegenerations = pgTable(
  "listing_regenerations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    section: text("section"),
    instruction: text("instruction"),
    locked: text("locked")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    baseVersion: integer("base_version").notNull(),
    status: text("status", { enum: ["pending", "complete", "failed"] })
      .notNull()
      .default("pending"),
    progress: integer("progress").notNull().default(0),
    message: text("message"),
    error: text("error"),
    attempt: integer("attempt").notNull().default(1),
    resultVersion: integer("result_version"),
    /** sha256 of the webhook workflow's callback token for this regeneration. */
    callbackTokenHash: text("callback_token_hash"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    check("listing_regenerations_status_check", sql`${table.status} in ('pending', 'complete', 'failed')`),
    index("listing_regenerations_user_created_idx").on(table.userId, table.createdAt),
    // At most one regeneration runs per product: a double submit gets 409, not two jobs.
    uniqueIndex("listing_regenerations_one_pending_idx")
      .on(table.productId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Every stored image belongs to the user who uploaded it; /media serves it only to them. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    thumbnailKey: text("thumbnail_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    originalName: text("original_name"),
    createdAt: createdAt(),
  },
  (table) => [index("uploads_user_idx").on(table.userId)],
);

export const generationFailures = pgTable(
  "generation_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    final: boolean("final").notNull().default(false),
    generator: text("generator").notNull(),
    error: text("error").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("generation_failures_product_idx").on(table.productId)],
);

/** Every verified Paddle notification, stored before it is acted on; event_id makes replays harmless. */
export const billingEvents = pgTable(
  "billing_events",
  {
    eventId: text("event_id").primaryKey(),
    eventType: text("event_type").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["received", "processed", "failed"] })
      .notNull()
      .default("received"),
    lastError: text("last_error"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [index("billing_events_status_idx").on(table.status)],
);

/** The newest known state of each Paddle subscription (older events never overwrite newer ones). */
export const paddleSubscriptions = pgTable(
  "paddle_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    priceId: text("price_id"),
    /** From Paddle's current_billing_period / trial dates. */
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("paddle_subscriptions_user_idx").on(table.userId)],
);

/**
 * Who has had a free trial (issue 30, decision 055), in both payment modes: a row per trial, kept
 * when its account is deleted (no reference to the account). It holds no address, only a keyed
 * hash of the normalised one (billing/trial-email-key.ts), and the Paddle customer.
 */
export const trialLedger = pgTable(
  "trial_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    emailKey: text("email_key").notNull(),
    paddleCustomerId: text("paddle_customer_id"),
    /** The trial's subscription; null on the row an account's deletion adds for its last address. */
    subscriptionId: text("subscription_id").unique(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("trial_ledger_email_key_idx").on(table.emailKey), index("trial_ledger_customer_idx").on(table.paddleCustomerId)],
);

export const paddleCustomers = pgTable("paddle_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
});

export const transactions = pgTable(
  "transactions",
  {
    paddleTransactionId: text("paddle_transaction_id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    customerEmail: text("customer_email"),
    paddleCustomerId: text("paddle_customer_id"),
    status: text("status").notNull(),
    amount: text("amount"),
    currency: text("currency"),
    webhookData: jsonb("webhook_data").$type<Record<string, unknown>>().notNull(),
    /** A mock transaction the admin created (simulated payments or Paddle sandbox only). */
    isTest: boolean("is_test").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("transactions_user_idx").on(table.userId, table.createdAt.desc())],
);

/** A payment event that could not be applied after its retries: for the admin to repair. */
export const billingAlerts = pgTable("billing_alerts", {
  id: uuid("id").primaryKey().defaultRandom(),
  eventId: text("event_id").notNull(),
  error: text("error").notNull(),
  status: text("status", { enum: ["pending", "investigating", "resolved"] })
    .notNull()
    .default("pending"),
  createdAt: createdAt(),
});

export const authSchema = { user, session, account, verification };

export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    /** e.g. "set-plan", "manual-sync", "resolve-mismatch", "edit-alert-rule". */
    action: text("action").notNull(),
    /** What it acted on: an e-mail, an alert id, a notification id. */
    target: text("target"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [index("admin_audit_log_created_idx").on(table.createdAt.desc())],
);

export const paymentMismatches = pgTable(
  "payment_mismatches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One finding per thing: "txn:<id>", "sub:<id>", "user:<id>"; a rescan updates, never duplicates. */
    key: text("key").notNull().unique(),
    kind: text("kind", { enum: ["plan-below-payment", "payment-without-account", "downgrade-risk"] }).notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email"),
    transactionId: text("transaction_id"),
    subscriptionId: text("subscription_id"),
    amount: text("amount"),
    currency: text("currency"),
    expectedTier: text("expected_tier"),
    severity: text("severity", { enum: ["high", "medium", "other"] }).notNull(),
    status: text("status", { enum: ["pending", "investigating", "resolved"] })
      .notNull()
      .default("pending"),
    resolution: text("resolution", { enum: ["upgrade", "ignore", "auto-recovery", "gone"] }),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    check("payment_mismatches_severity_check", sql`${table.severity} in ('high', 'medium', 'other')`),
    check("payment_mismatches_status_check", sql`${table.status} in ('pending', 'investigating', 'resolved')`),
    index("payment_mismatches_status_idx").on(table.status, table.detectedAt),
  ],
);

/** Payment health measured every 30 s (kept 24 hours): plan accuracy and webhook success, in percent. */
export const healthMetrics = pgTable(
  "health_metrics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull().defaultNow(),
    planAccuracy: doublePrecision("plan_accuracy").notNull(),
    webhookSuccess: doublePrecision("webhook_success").notNull(),
    rating: text("rating", { enum: ["excellent", "good", "poor"] }).notNull(),
  },
  (table) => [index("health_metrics_measured_idx").on(table.measuredAt.desc())],
);

/** Seeded with the defaults by the migration (docs/admin.md). */
export const alertRules = pgTable("alert_rules", {
  /** Stable: "payment-mismatch", "downgrade-risk", "bulk-anomaly", "webhook-failure". */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  threshold: doublePrecision("threshold").notNull(),
  channels: text("channels")
    .array()
    .notNull()
    .default(sql`'{email}'::text[]`),
  updatedAt: updatedAt(),
});

/** Each alert sent (or held back by the cooldown) per rule and channel; the panel lists the newest 10. */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ruleId: text("rule_id").notNull(),
    channel: text("channel", { enum: ["email", "webhook", "slack"] }).notNull(),
    status: text("status", { enum: ["sent", "failed", "cooldown", "test"] }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (table) => [index("alert_deliveries_rule_channel_idx").on(table.ruleId, table.channel, table.createdAt.desc())],
);

/**
 * Marketing attribution (issue 15): a browser session's first and last
 * touch, stored only with consent, associated with the account on sign-up and sign-in. Deleted
 * with the account.
 */
export const attributionTouches = pgTable(
  "attribution_touches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    touch: text("touch", { enum: ["first", "last"] }).notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    gclid: text("gclid"),
    fbclid: text("fbclid"),
    msclkid: text("msclkid"),
    referrer: text("referrer"),
    landingPage: text("landing_page"),
    userAgent: text("user_agent"),
    /** When the visitor landed with it (the browser's timestamp, bounded by the server). */
    touchedAt: timestamp("touched_at", { withTimezone: true }).notNull(),
    associatedAt: timestamp("associated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("attribution_touches_session_touch_idx").on(table.sessionId, table.touch),
    index("attribution_touches_user_idx").on(table.userId),
    // For the retention job (prune-analytics-job.ts).
    index("attribution_touches_touched_at_idx").on(table.touchedAt),
    check("attribution_touches_touch_check", sql`${table.touch} in ('first', 'last')`),
  ],
);

/** Without consent only this is kept: how many landings each source brought, per day (issue 15). */
export const attributionSourceCounts = pgTable(
  "attribution_source_counts",
  {
    day: text("day").notNull(),
    source: text("source").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [uniqueIndex("attribution_source_counts_day_source_idx").on(table.day, table.source)],
);

/**
 * `eventId` deduplicates: a browser's event id, or a server key such as "purchase:<txn id>" (issue 15).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: text("event_id").notNull().unique(),
    name: text("name").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    sessionId: text("session_id"),
    value: doublePrecision("value"),
    currency: text("currency"),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    origin: text("origin", { enum: ["server", "browser"] }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("analytics_events_name_time_idx").on(table.name, table.occurredAt),
    index("analytics_events_user_idx").on(table.userId),
    // For the retention job (prune-analytics-job.ts).
    index("analytics_events_occurred_at_idx").on(table.occurredAt),
  ],
);

// Publishing to marketplaces (issue 32, decision 061).

/** A row of one product and its owner, both deleted with them. */
const ownedByProduct = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  productId: uuid("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
});

const marketplaceCheck = (column: unknown) => sql`${column} in ('etsy', 'shopify', 'gumroad')`;

/** What a buyer pays and what Etsy asks of every listing; one row per product, written by its owner. */
export const productSaleDetails = pgTable(
  "product_sale_details",
  {
    productId: uuid("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents"),
    currency: text("currency").notNull().default("USD"),
    whoMade: text("who_made").notNull().default("i_did"),
    whenMade: text("when_made").notNull().default("made_to_order"),
    /** The creator's choice of Etsy category; null: the one our category and subject map to. */
    etsyTaxonomyId: integer("etsy_taxonomy_id"),
    /** The artwork was made with AI tools: the description carries Etsy's disclosure line. */
    madeWithAi: boolean("made_with_ai").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [check("product_sale_details_price_check", sql`${table.priceCents} is null or ${table.priceCents} > 0`)],
);

/** The files a buyer receives (PDF, ZIP…), stored like images: the bytes in storage, this row in the database. */
export const productFiles = pgTable(
  "product_files",
  {
    ...ownedByProduct(),
    storageKey: text("storage_key").notNull().unique(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("product_files_product_idx").on(table.productId), index("product_files_user_idx").on(table.userId)],
);

/** One account's link to one marketplace; tokens are AES-256-GCM ciphertexts (token-cipher.ts), never sent to the browser. */
export const marketplaceConnections = pgTable(
  "marketplace_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    marketplace: text("marketplace", { enum: ["etsy", "shopify", "gumroad"] }).notNull(),
    /** Etsy's shop id, Shopify's shop domain. */
    shopId: text("shop_id").notNull(),
    shopName: text("shop_name"),
    accessToken: text("access_token").notNull(),
    refreshToken: text("refresh_token"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** Set when the marketplace refused the token: the seller must connect again. */
    needsReconnect: boolean("needs_reconnect").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("marketplace_connections_user_marketplace_idx").on(table.userId, table.marketplace),
    check("marketplace_connections_marketplace_check", marketplaceCheck(table.marketplace)),
  ],
);

/** An OAuth authorization in flight: the SHA-256 of its state, bound to the account that started it, used once. */
export const marketplaceOauthStates = pgTable(
  "marketplace_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    marketplace: text("marketplace", { enum: ["etsy", "shopify", "gumroad"] }).notNull(),
    /** Encrypted like a token. */
    codeVerifier: text("code_verifier"),
    shopDomain: text("shop_domain"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("marketplace_oauth_states_user_idx").on(table.userId)],
);

export const publications = pgTable(
  "publications",
  {
    ...ownedByProduct(),
    marketplace: text("marketplace", { enum: ["etsy", "shopify", "gumroad"] }).notNull(),
    status: text("status", { enum: ["queued", "publishing", "draft", "failed"] }).notNull(),
    /** The listing version the running or last finished attempt sends. */
    listingVersion: integer("listing_version").notNull(),
    remoteId: text("remote_id"),
    remoteUrl: text("remote_url"),
    /** The remote images and files this app put on the draft, replaced on the next publish. */
    remoteImageIds: text("remote_image_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remoteFileIds: text("remote_file_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When an attempt began creating the remote draft: after a crash, the draft may exist without its id here. */
    creatingSince: timestamp("creating_since", { withTimezone: true }),
    attempt: integer("attempt").notNull().default(1),
    lastError: jsonb("last_error").$type<PublishError>(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("publications_product_marketplace_idx").on(table.productId, table.marketplace),
    index("publications_user_idx").on(table.userId),
    check("publications_marketplace_check", marketplaceCheck(table.marketplace)),
    check("publications_status_check", sql`${table.status} in ('queued', 'publishing', 'draft', 'failed')`),
  ],
);

// Many products at once (issue 33, decision 065).

/** A CSV (with a ZIP of screenshots) uploaded to create many products: previewed, confirmed once, then worked by a job. */
export const productImports = pgTable(
  "product_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["previewed", "running", "finished", "expired"] })
      .notNull()
      .default("previewed"),
    csvName: text("csv_name").notNull(),
    zipName: text("zip_name"),
    /** Where the ZIP waits in storage (never served) until the job has taken the screenshots out of it. */
    zipKey: text("zip_key"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("product_imports_user_created_idx").on(table.userId, table.createdAt),
    check("product_imports_status_check", sql`${table.status} in ('previewed', 'running', 'finished', 'expired')`),
  ],
);

export const productImportRows = pgTable(
  "product_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => productImports.id, { onDelete: "cascade" }),
    /** The spreadsheet's row number (the header is 1). */
    row: integer("row").notNull(),
    /** invalid and ready at the preview; the confirm makes ready rows waiting or over_limit; the job, created or failed. */
    status: text("status", { enum: ["invalid", "ready", "over_limit", "waiting", "created", "failed"] }).notNull(),
    label: text("label").notNull(),
    /** The product a valid row makes, screenshots by file name; null for an invalid row. */
    input: jsonb("input").$type<ImportRowInput>(),
    errors: jsonb("errors").$type<ImportProblem[]>().notNull().default([]),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    failure: text("failure"),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.row] }),
    index("product_import_rows_product_idx").on(table.productId),
    check("product_import_rows_status_check", sql`${table.status} in ('invalid', 'ready', 'over_limit', 'waiting', 'created', 'failed')`),
  ],
);
