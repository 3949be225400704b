import type { envSchema } from "./config";

/**
 * What each environment variable means, for docs/configuration.md (`npm run docs:config`). The
 * schema in config.ts gives defaults and allowed values; this adds what it cannot say. Keyed by
 * every variable of the schema, so a new variable does not compile without its description.
 */
export interface VariableDescription {
  group: ConfigGroup;
  /** One line, Markdown. */
  text: string;
  /** What an unset variable means, where the schema has no fixed default (computed, generated). */
  default?: string;
  /** Allowed values, where the schema's own rules are a transform or a regular expression. */
  allowed?: string;
  /** The settings that make an otherwise optional variable required. */
  requiredWhen?: string;
}

/** The document's sections, in order. */
export const CONFIG_GROUPS = [
  "Server",
  "Database",
  "Accounts",
  "E-mail",
  "Images and uploads",
  "Listing generation",
  "Background jobs",
  "Payments (Paddle Billing)",
  "Admin alerts",
  "Analytics",
  "Legal pages",
  "Session cache",
  "Marketplaces",
  "Tests only",
] as const;

export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

export type EnvName = keyof typeof envSchema.shape;

const delays = (count: string, most: string) => `up to ${count} comma-separated numbers of seconds, each from 0 to ${most} (\`0\` retries at once)`;
const httpUrl = "an `http://` or `https://` URL";
const providerUrl = "an `https://` URL (`http://` only for localhost), without credentials, query or fragment";

export const CONFIG_DESCRIPTIONS: Record<EnvName, VariableDescription> = {
  NODE_ENV: { group: "Server", text: "`production` refuses simulated payments and asks for real Paddle price ids; `test` allows `TEST_FIXTURES`." },
  PORT: { group: "Server", text: "HTTP port for the API and the web app." },
  HOST: { group: "Server", text: "Interface to listen on." },
  APP_URL: {
    group: "Server",
    text: "Public address: cookies (Secure when https), e-mail links, the Origin check. A local address (`localhost`, `127.x.x.x`, `[::1]`) also turns on simulated payments and the local mailbox.",
    default: "`http://localhost:$PORT`",
  },
  DATA_DIR: {
    group: "Server",
    text: "Embedded database (`db/`, one process at a time: `db.lock` names its holder and a second process exits with code 75), mail files (`mail/`), uploads (`uploads/`), the generated auth secret and marketplace token key.",
  },
  LOG_LEVEL: { group: "Server", text: "Log level; logs are JSON lines." },
  TRUST_PROXY: {
    group: "Server",
    text: "Which `X-Forwarded-For` hops to believe (only behind proxies you control): `false` = the socket's address; `true` = one proxy, the right-most hop; a hop count (`2`: the second hop from the right); or a comma-separated list of your proxies' addresses and CIDR networks (`10.0.0.0/8,::1`: the right-most hop that is none of them). Hops left of that are written by the client and ignored.",
    allowed: "`false`, `true`, a hop count up to 10, or a comma-separated list of IP addresses and CIDR networks",
  },
  DATABASE_URL: { group: "Database", text: "PostgreSQL URL.", default: "PGlite in `DATA_DIR/db`", allowed: "a `postgres://` or `postgresql://` URL" },
  BETTER_AUTH_SECRET: { group: "Accounts", text: "Better Auth's secret.", default: "generated once into `DATA_DIR/auth-secret`" },
  ADMIN_EMAIL: { group: "Accounts", text: "The administrator's e-mail; the account must confirm it (docs/decisions/004) before `/admin` opens." },
  GOOGLE_CLIENT_ID: {
    group: "Accounts",
    text: "With `GOOGLE_CLIENT_SECRET`: 'Continue with Google' is offered.",
    requiredWhen: "`GOOGLE_CLIENT_SECRET` is set",
  },
  GOOGLE_CLIENT_SECRET: { group: "Accounts", text: "With `GOOGLE_CLIENT_ID`: 'Continue with Google' is offered.", requiredWhen: "`GOOGLE_CLIENT_ID` is set" },
  GOOGLE_DISCOVERY_URL: { group: "Accounts", text: "The OpenID provider's configuration, Google's by default (tests point it at a local one)." },
  AUTH_RATE_LIMIT_WINDOW_SECONDS: { group: "Accounts", text: "Window of the sign-in, sign-up and reset limits (counters kept in the database)." },
  AUTH_RATE_LIMIT_PER_IP: { group: "Accounts", text: "Attempts per client address per window and endpoint." },
  AUTH_RATE_LIMIT_PER_ACCOUNT: { group: "Accounts", text: "Attempts per e-mail address per window and endpoint." },
  SMTP_URL: {
    group: "E-mail",
    text: "Where e-mail is sent. Unset, each e-mail is written as an `.eml` file to `DATA_DIR/mail`: the path is logged, with a local `APP_URL` also its links, and `/dev/mailbox` lists them.",
    default: "e-mail written to files",
    allowed: "an `smtp://` or `smtps://` URL",
  },
  MAIL_FROM: { group: "E-mail", text: "Sender of account e-mails." },
  MAIL_PER_ADDRESS_PER_DAY: {
    group: "E-mail",
    text: "Confirmation, reset and account-notice e-mails sent to one address per day; more are dropped silently (the answer stays the same). Listing-ready e-mails count apart, with the same cap.",
  },
  UPLOAD_MAX_BYTES: { group: "Images and uploads", text: "Largest accepted image file (10 MB by default)." },
  UPLOAD_MAX_PIXELS: { group: "Images and uploads", text: "Largest accepted image area (40 MP by default); pixel bombs are refused." },
  UPLOAD_QUOTA_MB_FREE: {
    group: "Images and uploads",
    text: "Stored image megabytes per account on the Free plan; an upload that would pass it gets 413 `STORAGE_QUOTA`.",
  },
  UPLOAD_QUOTA_MB_CREATOR: { group: "Images and uploads", text: "The same on the Creator plan." },
  UPLOAD_QUOTA_MB_PRO: { group: "Images and uploads", text: "The same on the Pro plan." },
  UPLOADS_PER_HOUR_FREE: {
    group: "Images and uploads",
    text: "Upload requests (up to 8 images each) per account and hour on the Free plan; more gets 429 with `Retry-After`.",
  },
  UPLOADS_PER_HOUR_CREATOR: { group: "Images and uploads", text: "The same on the Creator plan." },
  UPLOADS_PER_HOUR_PRO: { group: "Images and uploads", text: "The same on the Pro plan." },
  IMAGE_CONCURRENCY: {
    group: "Images and uploads",
    text: "Images decoded at once by this process; the rest wait in a queue holding only their encoded bytes.",
    default: "the number of CPU cores, at most 3",
  },
  IMAGE_QUEUE_WAIT_SECONDS: {
    group: "Images and uploads",
    text: "An upload still waiting for the image queue after this long gets 503 with `Retry-After` and stores nothing.",
  },
  UPLOAD_CLEANUP_GRACE_HOURS: {
    group: "Images and uploads",
    text: "An uploaded image no product uses is deleted (row and files, local or S3) once it is this old.",
  },
  UPLOAD_CLEANUP_INTERVAL_MINUTES: {
    group: "Images and uploads",
    text: "How often the clean-up job is queued (one run per interval across all processes).",
  },
  IMPORTS_PER_HOUR: {
    group: "Images and uploads",
    text: "CSV imports (Create → Import many) previewed per account and hour, each reading up to 200 MB; more gets 429 with `Retry-After` (decision 065).",
  },
  S3_BUCKET: {
    group: "Images and uploads",
    text: "Set, images are stored in this S3-compatible bucket instead of `DATA_DIR/uploads`.",
    requiredWhen: "another `S3_*` variable is set",
  },
  S3_REGION: { group: "Images and uploads", text: "Bucket region." },
  S3_ENDPOINT: { group: "Images and uploads", text: "Endpoint of an S3-compatible service (MinIO, R2, …).", default: "AWS" },
  S3_ACCESS_KEY_ID: {
    group: "Images and uploads",
    text: "With `S3_SECRET_ACCESS_KEY`, both or neither.",
    default: "the AWS SDK's default credential chain",
    requiredWhen: "`S3_SECRET_ACCESS_KEY` is set",
  },
  S3_SECRET_ACCESS_KEY: {
    group: "Images and uploads",
    text: "With `S3_ACCESS_KEY_ID`, both or neither.",
    default: "the AWS SDK's default credential chain",
    requiredWhen: "`S3_ACCESS_KEY_ID` is set",
  },
  S3_FORCE_PATH_STYLE: { group: "Images and uploads", text: "Path-style bucket addressing (most S3-compatible services)." },
  GENERATOR: {
    group: "Listing generation",
    text: "Listing generator: `builtin` (offline), `openai` (an OpenAI-compatible endpoint) or `webhook` (an external workflow, docs/generation-webhook.md).",
  },
  GENERATION_TIMEOUT_SECONDS: {
    group: "Listing generation",
    text: "One generation attempt's time limit; failed attempts are retried after `GENERATION_RETRY_DELAYS_SECONDS`.",
  },
  GENERATION_RETRY_DELAYS_SECONDS: {
    group: "Listing generation",
    text: "Waits before retrying a failed generation (the tests use 0).",
    allowed: delays("five", "60"),
  },
  REGENERATION_RETRY_DELAYS_SECONDS: { group: "Listing generation", text: "Waits before retrying a failed regeneration.", allowed: delays("five", "60") },
  LISTING_SAVES_PER_MINUTE: {
    group: "Listing generation",
    text: "Listing saves and restores per account and minute; more are a 429 with `Retry-After` (decision 052). An editor's autosave stays far below.",
  },
  OPENAI_BASE_URL: {
    group: "Listing generation",
    text: "Chat-completions endpoint that accepts structured output (`response_format` `json_schema`, strict). Asked to stream (`stream: true`), each finished section shows while the rest is written; a plain JSON answer works too (decision 022). Ollama: `http://localhost:11434/v1`.",
  },
  OPENAI_API_KEY: { group: "Listing generation", text: "Bearer key for that endpoint." },
  OPENAI_MODEL: { group: "Listing generation", text: "Model name." },
  OPENAI_VISION: { group: "Listing generation", text: "Also send the screenshots as image inputs." },
  GENERATOR_WEBHOOK_URL: { group: "Listing generation", text: "The workflow's URL.", requiredWhen: "`GENERATOR=webhook`" },
  SUPPORT_EMAIL: { group: "Listing generation", text: "Shown when a listing takes too long." },
  RUN_WORKER: {
    group: "Background jobs",
    text: "Run generation, e-mail and the other jobs in this process; set `false` on API processes when `npm run worker` processes do it.",
  },
  QUEUE_HEARTBEAT_SECONDS: {
    group: "Background jobs",
    text: "How often a running job writes its heartbeat, and how often each worker looks for silent ones.",
  },
  QUEUE_STALE_SECONDS: {
    group: "Background jobs",
    text: "A job without a heartbeat for this long (its process died) runs again on another worker: with the defaults at most 27 s after a crash. At least three heartbeats: a live job misses one now and then.",
  },
  QUEUE_EXPIRE_SECONDS: {
    group: "Background jobs",
    text: "The backstop: after this, any job still running is retried; must be longer than `GENERATION_TIMEOUT_SECONDS`.",
  },
  QUEUE_MAINTENANCE_SECONDS: { group: "Background jobs", text: "How often the queue looks for expired jobs." },
  PAYMENTS: {
    group: "Payments (Paddle Billing)",
    text: "Payment mode: `paddle`; `simulated` (anyone can upgrade for free: on a public address only when set explicitly, with an error-level warning at boot; refused with `NODE_ENV=production`); or `off` (nothing can be bought: checkout answers 503 `PAYMENTS_NOT_CONFIGURED`).",
    default: "`paddle` with `PADDLE_CLIENT_TOKEN`; else `simulated` when `APP_URL` is local (`localhost`, `127.x.x.x`, `[::1]`); else `off`",
  },
  PADDLE_ENV: { group: "Payments (Paddle Billing)", text: "Paddle's environment." },
  PADDLE_CLIENT_TOKEN: { group: "Payments (Paddle Billing)", text: "Client-side token for Paddle.js checkout.", requiredWhen: "`PAYMENTS=paddle`" },
  PADDLE_API_KEY: {
    group: "Payments (Paddle Billing)",
    text: "Server API key for Paddle API calls (portal sessions, direct checkout links, plan switches, subscription sync); without it those answer 503 and a warning is logged at boot.",
  },
  PADDLE_API_URL: {
    group: "Payments (Paddle Billing)",
    text: "Another address for Paddle's API (tests point it at a local stand-in).",
    default: "Paddle's address for `PADDLE_ENV`",
  },
  PADDLE_WEBHOOK_SECRET: {
    group: "Payments (Paddle Billing)",
    text: "The notification destination's secret.",
    default: "derived locally in simulated mode",
    requiredWhen: "payments are Paddle's (`PAYMENTS=paddle`, or `PADDLE_CLIENT_TOKEN` set)",
  },
  PADDLE_EVENT_RETRY_DELAYS_SECONDS: {
    group: "Payments (Paddle Billing)",
    text: "Waits before retrying a Paddle notification that failed to apply; after the last it is marked failed and an alert goes out.",
    allowed: delays("five", "60"),
  },
  PADDLE_PRICE_CREATOR_MONTHLY: {
    group: "Payments (Paddle Billing)",
    text: "Paddle price id of the Creator plan billed monthly. The four price ids must differ (the plan is read off the price) and, with Paddle in production, be real ones.",
  },
  PADDLE_PRICE_CREATOR_ANNUAL: { group: "Payments (Paddle Billing)", text: "Paddle price id of the Creator plan billed yearly." },
  PADDLE_PRICE_PRO_MONTHLY: { group: "Payments (Paddle Billing)", text: "Paddle price id of the Pro plan billed monthly." },
  PADDLE_PRICE_PRO_ANNUAL: { group: "Payments (Paddle Billing)", text: "Paddle price id of the Pro plan billed yearly." },
  PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL: {
    group: "Payments (Paddle Billing)",
    text: "The Creator plan billed monthly without a trial period: what a customer who has had the free trial buys (decision 055). All four `_NO_TRIAL` ids or none, each different from every other price id.",
    requiredWhen: "payments are Paddle's with `NODE_ENV=production` while `TRIAL_DAYS` is above 0",
  },
  PADDLE_PRICE_CREATOR_ANNUAL_NO_TRIAL: {
    group: "Payments (Paddle Billing)",
    text: "The Creator plan billed yearly, without a trial period.",
    requiredWhen: "payments are Paddle's with `NODE_ENV=production` while `TRIAL_DAYS` is above 0",
  },
  PADDLE_PRICE_PRO_MONTHLY_NO_TRIAL: {
    group: "Payments (Paddle Billing)",
    text: "The Pro plan billed monthly, without a trial period.",
    requiredWhen: "payments are Paddle's with `NODE_ENV=production` while `TRIAL_DAYS` is above 0",
  },
  PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL: {
    group: "Payments (Paddle Billing)",
    text: "The Pro plan billed yearly, without a trial period.",
    requiredWhen: "payments are Paddle's with `NODE_ENV=production` while `TRIAL_DAYS` is above 0",
  },
  TRIAL_DAYS: {
    group: "Payments (Paddle Billing)",
    text: "Free trial of paid plans in days; `0` turns trials off. Simulated payments offer it on the test checkout; with Paddle the trial comes from the price's trial period (docs/payments.md).",
  },
  ALERT_EMAIL: { group: "Admin alerts", text: "Where admin alerts are e-mailed (through `SMTP_URL`, or `.eml` files without it).", default: "`ADMIN_EMAIL`" },
  ALERT_WEBHOOK_URL: {
    group: "Admin alerts",
    text: 'Admin alerts as a signed JSON POST; the format is in docs/alert-webhook.md. Unset, the channel reports "not configured".',
    allowed: httpUrl,
  },
  ALERT_WEBHOOK_SECRET: { group: "Admin alerts", text: "The alert webhook's signing secret.", requiredWhen: "`ALERT_WEBHOOK_URL` is set" },
  SLACK_WEBHOOK_URL: { group: "Admin alerts", text: "Admin alerts as a Slack incoming-webhook message.", allowed: httpUrl },
  GA_MEASUREMENT_ID: {
    group: "Analytics",
    text: "Forward analytics events to Google Analytics 4. Its script loads only after a visitor accepts measurement, never with Global Privacy Control or Do Not Track, and only its host joins the CSP. One provider at most.",
    allowed: "`G-` and 4 to 16 capital letters or digits",
  },
  PLAUSIBLE_URL: { group: "Analytics", text: "Forward to Plausible instead: its address.", allowed: providerUrl, requiredWhen: "`PLAUSIBLE_DOMAIN` is set" },
  PLAUSIBLE_DOMAIN: {
    group: "Analytics",
    text: "The site's domain at Plausible.",
    allowed: "a domain name such as `listcraft.example` (or several, comma-separated)",
    requiredWhen: "`PLAUSIBLE_URL` is set",
  },
  UMAMI_URL: { group: "Analytics", text: "Forward to Umami instead: its address.", allowed: providerUrl, requiredWhen: "`UMAMI_WEBSITE_ID` is set" },
  UMAMI_WEBSITE_ID: { group: "Analytics", text: "The website's UUID at Umami.", requiredWhen: "`UMAMI_URL` is set" },
  ANALYTICS_RETENTION_MONTHS: {
    group: "Analytics",
    text: "Raw analytics events and attribution touches older than this many months are deleted by a job that runs twice a day; the per-day source counts, which hold no personal data, are kept (decision 056).",
  },
  ANALYTICS_EVENTS_PER_DAY: {
    group: "Analytics",
    text: "Browser analytics events and attribution records stored per UTC day in all; beyond it they are dropped with a log line, and the browser still gets its 200 (decision 056).",
  },
  LEGAL_DIR: {
    group: "Legal pages",
    text: "A directory with your own `privacy.md`, `terms.md` and/or `refunds.md` for the footer's legal pages (docs/legal-pages.md); a page without a file keeps the default from `content/legal/`, shown marked for review. Checked at boot: unknown `.md` names, bad front matter or files over 256 KB stop the server.",
  },
  SESSION_CACHE_SECONDS: {
    group: "Session cache",
    text: "How long a process reuses a session it looked up (`0` = off). Sign-out, a new password, revocations and account deletion take effect at once on the process that handles them; other processes refuse an ended session within this many seconds (decision 034).",
  },
  SESSION_CACHE_MAX_ENTRIES: { group: "Session cache", text: "Sessions kept per process; the oldest go first." },
  ETSY_API_KEY: {
    group: "Marketplaces",
    text: "The Etsy app's keystring (from Your Apps); with `ETSY_SHARED_SECRET` set, Etsy is offered. Every API call sends `x-api-key: keystring:secret`; the callback URL to register is `$APP_URL/api/marketplaces/etsy/callback`.",
    requiredWhen: "`ETSY_SHARED_SECRET` is set",
  },
  ETSY_SHARED_SECRET: { group: "Marketplaces", text: "The Etsy app's shared secret.", requiredWhen: "`ETSY_API_KEY` is set" },
  ETSY_AUTHORIZE_URL: { group: "Marketplaces", text: "Etsy's OAuth authorization page (tests use a local stand-in).", allowed: httpUrl },
  ETSY_TOKEN_URL: { group: "Marketplaces", text: "Etsy's OAuth token endpoint (tests use a local stand-in).", allowed: httpUrl },
  ETSY_API_URL: { group: "Marketplaces", text: "Etsy's Open API v3 (tests use a local stand-in).", allowed: httpUrl },
  ETSY_LISTING_URL: { group: "Marketplaces", text: "The draft's link on Etsy, `{id}` standing for the listing id." },
  SHOPIFY_API_KEY: {
    group: "Marketplaces",
    text: "The Shopify app's client id; with `SHOPIFY_API_SECRET` set, Shopify is offered. The redirect URL to register is `$APP_URL/api/marketplaces/shopify/callback`; scopes `write_products`, `write_files`.",
    requiredWhen: "`SHOPIFY_API_SECRET` is set",
  },
  SHOPIFY_API_SECRET: {
    group: "Marketplaces",
    text: "The Shopify app's client secret; the install callback's HMAC is checked with it.",
    requiredWhen: "`SHOPIFY_API_KEY` is set",
  },
  SHOPIFY_API_VERSION: {
    group: "Marketplaces",
    text: "The Admin GraphQL API version the calls name (Shopify keeps each for a year).",
    allowed: "a version such as `2025-10`",
  },
  SHOPIFY_SHOP_URL: {
    group: "Marketplaces",
    text: "A shop's address, `{shop}` standing for its myshopify.com domain (tests use a local stand-in).",
    allowed: "an `http://` or `https://` address containing `{shop}`",
  },
  GUMROAD_CLIENT_ID: {
    group: "Marketplaces",
    text: "The Gumroad OAuth application's id (scope `edit_products`, decision 062); with `GUMROAD_CLIENT_SECRET` set, Gumroad is offered. The redirect URI to register is `$APP_URL/api/marketplaces/gumroad/callback`.",
    requiredWhen: "`GUMROAD_CLIENT_SECRET` is set",
  },
  GUMROAD_CLIENT_SECRET: { group: "Marketplaces", text: "The Gumroad OAuth application's secret.", requiredWhen: "`GUMROAD_CLIENT_ID` is set" },
  GUMROAD_AUTHORIZE_URL: { group: "Marketplaces", text: "Gumroad's OAuth authorization page (tests use a local stand-in).", allowed: httpUrl },
  GUMROAD_TOKEN_URL: { group: "Marketplaces", text: "Gumroad's OAuth token endpoint (tests use a local stand-in).", allowed: httpUrl },
  GUMROAD_API_URL: { group: "Marketplaces", text: "Gumroad's v2 API (tests use a local stand-in).", allowed: httpUrl },
  MARKETPLACE_TOKEN_KEY: {
    group: "Marketplaces",
    text: "The key that encrypts marketplace tokens at rest (AES-256-GCM).",
    default: "generated into `DATA_DIR`",
    allowed: "32 bytes as 64 hex digits or base64",
  },
  PUBLISH_PER_HOUR: { group: "Marketplaces", text: "Publishes per account and hour, every marketplace together." },
  PUBLISH_RETRY_DELAYS_SECONDS: { group: "Marketplaces", text: "Waits before retrying a publish after a 5xx or a timeout.", allowed: delays("six", "3600") },
  PUBLISH_MAX_RETRY_AFTER_SECONDS: {
    group: "Marketplaces",
    text: "The longest a marketplace's `Retry-After` is honoured before the attempt fails instead.",
  },
  PUBLISH_REQUEST_TIMEOUT_SECONDS: { group: "Marketplaces", text: "How long one call to a marketplace may take before it counts as a timeout." },
  TEST_FIXTURES: { group: "Tests only", text: "Browser-test fixture routes (decision 008); refused unless `NODE_ENV=test`." },
};
