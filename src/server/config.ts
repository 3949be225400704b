import { isIP } from "node:net";
import os from "node:os";
import { z } from "zod";
import { DEFAULT_TRIAL_DAYS } from "../core/analytics";
import type { PriceIds } from "../core/billing";
import { PLANS, type Tier } from "../core/plans";
import { RETRY_DELAYS_SECONDS } from "./jobs/retry-policy";
import { analyticsEnv, analyticsEnvIssues } from "./analytics-forwarding";
import { isLocalAddress } from "./http/local-address";
import { legalDirProblems } from "./legal/legal-pages";
import { marketplaceEnv, marketplaceEnvIssues, marketplaceSettings, type MarketplaceSettings } from "./marketplaces/marketplace-env";

const boolean = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = z.url().optional();

/** An address this server posts to: only http(s), never file:, data: or the like. */
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

/** How far X-Forwarded-For is believed: not at all, a number of proxy hops, or a list of proxy addresses and networks. */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

const MAX_PROXY_HOPS = 10;

const isAddressOrNetwork = (entry: string) => {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/** `false`, `true` (one proxy), a hop count, or a comma-separated list of proxy addresses and CIDR networks. */
const trustProxy = z
  .string()
  .default("false")
  .transform((value, ctx): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (["false", "no", "0"].includes(text)) return false;
    if (["true", "yes"].includes(text)) return { hops: 1 };
    if (/^\d+$/.test(text)) {
      if (Number(text) <= MAX_PROXY_HOPS) return { hops: Number(text) };
      ctx.addIssue({ code: "custom", message: `a hop count must be at most ${MAX_PROXY_HOPS}` });
      return z.NEVER;
    }
    const proxies = text.split(",").map((entry) => entry.trim());
    const bad = proxies.filter((entry) => !isAddressOrNetwork(entry));
    if (bad.length === 0) return { proxies };
    ctx.addIssue({ code: "custom", message: `must be false, true, a hop count or a list of proxy addresses/CIDR networks; not an address: ${bad.join(", ")}` });
    return z.NEVER;
  });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Waits before each retry, in seconds: "1,3,5" (at most five, each at most 60; 0 retries at once). */
const retryDelays = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const parts = value.split(",").map((part) => part.trim());
      const delays = parts.map(Number);
      if (parts.length <= 5 && parts.every((part, i) => /^\d+(\.\d+)?$/.test(part) && (delays[i] ?? 61) <= 60)) return delays;
      ctx.addIssue({ code: "custom", message: "must be up to five comma-separated numbers of seconds, each from 0 to 60" });
      return z.NEVER;
    });

/** The price ids of simulated payments; real Paddle price ids look like pri_01h…. */
const LOCAL_PRICE_PREFIX = "pri_local_";

/** Every variable; what each means is in config-descriptions.ts, from which docs/configuration.md is generated. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    APP_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_EMAIL: z.email().optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_DISCOVERY_URL: z.url().default("https://accounts.google.com/.well-known/openid-configuration"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Listcraft <no-reply@listcraft.local>"),
    TRUST_PROXY: trustProxy,
    AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    AUTH_RATE_LIMIT_PER_IP: positiveInt(8),
    AUTH_RATE_LIMIT_PER_ACCOUNT: positiveInt(5),
    MAIL_PER_ADDRESS_PER_DAY: positiveInt(10),
    UPLOAD_MAX_BYTES: positiveInt(10 * 1024 * 1024),
    UPLOAD_MAX_PIXELS: positiveInt(40_000_000),
    UPLOAD_QUOTA_MB_FREE: positiveInt(PLANS.free.storageMb),
    UPLOAD_QUOTA_MB_CREATOR: positiveInt(PLANS.creator.storageMb),
    UPLOAD_QUOTA_MB_PRO: positiveInt(PLANS.pro.storageMb),
    UPLOADS_PER_HOUR_FREE: positiveInt(PLANS.free.uploadsPerHour),
    UPLOADS_PER_HOUR_CREATOR: positiveInt(PLANS.creator.uploadsPerHour),
    UPLOADS_PER_HOUR_PRO: positiveInt(PLANS.pro.uploadsPerHour),
    // One image per core keeps the single-threaded encoders (mozjpeg, libpng) busy; more only
    // adds decoded photos in memory at once. At most 3: sharp runs on libuv's pool of 4 threads,
    // and one stays free for file reads and writes (stored images, /media).
    IMAGE_CONCURRENCY: positiveInt(Math.min(3, os.availableParallelism())),
    IMAGE_QUEUE_WAIT_SECONDS: positiveInt(20),
    UPLOAD_CLEANUP_GRACE_HOURS: positiveInt(24),
    /** CSV imports previewed per account and hour (issue 33, decision 065): each reads up to 200 MB. */
    IMPORTS_PER_HOUR: positiveInt(20),
    UPLOAD_CLEANUP_INTERVAL_MINUTES: positiveInt(60),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: boolean.default(false),
    GENERATOR: z.enum(["builtin", "openai", "webhook"]).default("builtin"),
    GENERATION_TIMEOUT_SECONDS: positiveInt(60),
    GENERATION_RETRY_DELAYS_SECONDS: retryDelays(RETRY_DELAYS_SECONDS.join(",")),
    REGENERATION_RETRY_DELAYS_SECONDS: retryDelays(RETRY_DELAYS_SECONDS.join(",")),
    /** Listing saves and restores per account and minute (decision 052); an editor's autosave stays far below. */
    LISTING_SAVES_PER_MINUTE: positiveInt(60),
    OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
    OPENAI_VISION: boolean.default(false),
    GENERATOR_WEBHOOK_URL: z.url().optional(),
    RUN_WORKER: boolean.default(true),
    QUEUE_EXPIRE_SECONDS: positiveInt(120),
    QUEUE_MAINTENANCE_SECONDS: positiveInt(30),
    QUEUE_HEARTBEAT_SECONDS: positiveInt(5),
    QUEUE_STALE_SECONDS: positiveInt(20),
    SUPPORT_EMAIL: z.email().default("support@listcraft.local"),
    PAYMENTS: z.enum(["paddle", "simulated", "off"]).optional(),
    PADDLE_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
    PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
    PADDLE_API_KEY: z.string().min(1).optional(),
    /** Overrides Paddle's API address (a local server that answers like Paddle's API, in tests). */
    PADDLE_API_URL: z.url().optional(),
    PADDLE_WEBHOOK_SECRET: z.string().min(8).optional(),
    PADDLE_EVENT_RETRY_DELAYS_SECONDS: retryDelays(RETRY_DELAYS_SECONDS.join(",")),
    PADDLE_PRICE_CREATOR_MONTHLY: z.string().min(1).default(`${LOCAL_PRICE_PREFIX}creator_monthly`),
    PADDLE_PRICE_CREATOR_ANNUAL: z.string().min(1).default(`${LOCAL_PRICE_PREFIX}creator_annual`),
    PADDLE_PRICE_PRO_MONTHLY: z.string().min(1).default(`${LOCAL_PRICE_PREFIX}pro_monthly`),
    PADDLE_PRICE_PRO_ANNUAL: z.string().min(1).default(`${LOCAL_PRICE_PREFIX}pro_annual`),
    /** The same plans' prices without a trial period, for customers who have had their trial (issue 30): all four or none. */
    PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL: z.string().min(1).optional(),
    PADDLE_PRICE_CREATOR_ANNUAL_NO_TRIAL: z.string().min(1).optional(),
    PADDLE_PRICE_PRO_MONTHLY_NO_TRIAL: z.string().min(1).optional(),
    PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL: z.string().min(1).optional(),
    /** Free trial of paid plans in days (issue 15); 0 turns trials off. Paddle: the price's trial period. */
    TRIAL_DAYS: z.coerce.number().int().min(0).max(30).default(DEFAULT_TRIAL_DAYS),
    /** Admin alerts (issue 14): e-mail goes to ALERT_EMAIL, else ADMIN_EMAIL. */
    ALERT_EMAIL: z.email().optional(),
    ALERT_WEBHOOK_URL: httpUrl.optional(),
    ALERT_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    SLACK_WEBHOOK_URL: httpUrl.optional(),
    ...analyticsEnv,
    ...marketplaceEnv,
    /** Raw analytics events and attribution touches older than this are deleted by a daily job (issue 30 item 12). */
    ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(13),
    /** Browser analytics events and attribution records stored per UTC day in all; more are dropped and logged. */
    ANALYTICS_EVENTS_PER_DAY: z.coerce.number().int().min(1).max(100_000_000).default(100_000),
    TEST_FIXTURES: boolean.default(false),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** The operator's privacy.md, terms.md and refunds.md (issue 16); a page without a file keeps the default. */
    LEGAL_DIR: z
      .string()
      .min(1)
      .superRefine((dir, ctx) => {
        for (const problem of legalDirProblems(dir)) ctx.addIssue({ code: "custom", message: problem });
      })
      .optional(),
    /** Seconds a looked-up session is reused before the database is asked again (decision 034); 0 = off. */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    for (const issue of analyticsEnvIssues(env)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    for (const issue of marketplaceEnvIssues(env)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    const payments = paymentsMode(env);
    if (payments === "simulated" && env.NODE_ENV === "production") {
      ctx.addIssue({ code: "custom", path: ["PAYMENTS"], message: "simulated payments are refused with NODE_ENV=production" });
    }
    if (payments === "paddle" && !env.PADDLE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["PADDLE_WEBHOOK_SECRET"], message: "is required for Paddle payments" });
    }
    // Paddle.js cannot open a checkout without the client-side token.
    if (payments === "paddle" && !env.PADDLE_CLIENT_TOKEN) {
      ctx.addIssue({ code: "custom", path: ["PADDLE_CLIENT_TOKEN"], message: "is required for Paddle payments" });
    }
    // The plan is read off the price id, so two plans sharing one would grant the wrong plan.
    const priceIds = [env.PADDLE_PRICE_CREATOR_MONTHLY, env.PADDLE_PRICE_CREATOR_ANNUAL, env.PADDLE_PRICE_PRO_MONTHLY, env.PADDLE_PRICE_PRO_ANNUAL];
    if (new Set(priceIds).size !== priceIds.length) {
      ctx.addIssue({ code: "custom", path: ["PADDLE_PRICE_CREATOR_MONTHLY"], message: "the four PADDLE_PRICE_* ids must all differ" });
    }
    // With the local placeholders every real payment would carry a price no plan has.
    if (payments === "paddle" && env.NODE_ENV === "production" && priceIds.some((id) => id.startsWith(LOCAL_PRICE_PREFIX))) {
      ctx.addIssue({ code: "custom", path: ["PADDLE_PRICE_CREATOR_MONTHLY"], message: "set the four PADDLE_PRICE_* ids to your Paddle prices for production" });
    }
    const withoutTrial = [
      env.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL,
      env.PADDLE_PRICE_CREATOR_ANNUAL_NO_TRIAL,
      env.PADDLE_PRICE_PRO_MONTHLY_NO_TRIAL,
      env.PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL,
    ];
    const given = withoutTrial.filter((id): id is string => id !== undefined);
    if (given.length > 0 && given.length < 4) {
      ctx.addIssue({ code: "custom", path: ["PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL"], message: "set all four PADDLE_PRICE_*_NO_TRIAL ids, or none" });
    }
    if (new Set([...priceIds, ...given]).size !== priceIds.length + given.length) {
      ctx.addIssue({
        code: "custom",
        path: ["PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL"],
        message: "every PADDLE_PRICE_* and PADDLE_PRICE_*_NO_TRIAL id must differ",
      });
    }
    // A customer who has had the trial must buy a price without one; Paddle gives a price's trial to every checkout.
    if (payments === "paddle" && env.NODE_ENV === "production" && env.TRIAL_DAYS > 0 && given.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL"],
        message: "set the four PADDLE_PRICE_*_NO_TRIAL ids (prices without a trial period) for customers who have had their trial, or TRIAL_DAYS=0",
      });
    }
    if (env.GENERATOR === "webhook" && !env.GENERATOR_WEBHOOK_URL) {
      ctx.addIssue({ code: "custom", path: ["GENERATOR_WEBHOOK_URL"], message: "is required when GENERATOR=webhook" });
    }
    if (env.QUEUE_EXPIRE_SECONDS <= env.GENERATION_TIMEOUT_SECONDS) {
      ctx.addIssue({ code: "custom", path: ["QUEUE_EXPIRE_SECONDS"], message: "must be longer than GENERATION_TIMEOUT_SECONDS" });
    }
    // A live job misses a beat now and then (a slow query); taking it for dead would run it twice.
    if (env.QUEUE_STALE_SECONDS < 3 * env.QUEUE_HEARTBEAT_SECONDS) {
      ctx.addIssue({ code: "custom", path: ["QUEUE_STALE_SECONDS"], message: "must be at least three QUEUE_HEARTBEAT_SECONDS" });
    }
    if (env.TEST_FIXTURES && env.NODE_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["TEST_FIXTURES"], message: "is only allowed with NODE_ENV=test" });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: "custom", path: ["S3_SECRET_ACCESS_KEY"], message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together" });
    }
    if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "S3_BUCKET is required when other S3_* variables are set" });
    }
    // An unsigned alert could be forged by anyone who learns the receiver's address.
    if (env.ALERT_WEBHOOK_URL && !env.ALERT_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["ALERT_WEBHOOK_SECRET"], message: "is required when ALERT_WEBHOOK_URL is set" });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type PaymentsMode = "paddle" | "simulated" | "off";

/** The address users reach the app at: APP_URL, else this machine on PORT. */
const appUrlOf = (env: Pick<Env, "APP_URL" | "PORT">) => (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");

/** Only this machine can reach a loopback address, so only there may payments be simulated unasked. */
export { isLocalAddress };

/**
 * Paddle with a client token; simulated on a local address; otherwise off: a public server
 * without Paddle settings sells nothing rather than giving plans away (PAYMENTS=simulated says so).
 */
function paymentsMode(env: Pick<Env, "PAYMENTS" | "PADDLE_CLIENT_TOKEN" | "APP_URL" | "PORT">): PaymentsMode {
  if (env.PAYMENTS) return env.PAYMENTS;
  if (env.PADDLE_CLIENT_TOKEN) return "paddle";
  return isLocalAddress(appUrlOf(env)) ? "simulated" : "off";
}

export interface Config extends Env {
  appUrl: string;
  payments: PaymentsMode;
  prices: PriceIds;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  uploadAllowance: Record<Tier, UploadAllowance>;
  /** Each marketplace's app credentials and addresses (issue 32); null where none were given. */
  marketplaces: MarketplaceSettings;
}

export interface UploadAllowance {
  quotaBytes: number;
  perHour: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the environment once; empty strings count as unset so `.env.example` works as it is. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`));
  }
  const env = parsed.data;
  const appUrl = appUrlOf(env);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL }
      : null;
  const payments = paymentsMode(env);
  const prices: PriceIds = {
    creator: { monthly: env.PADDLE_PRICE_CREATOR_MONTHLY, annual: env.PADDLE_PRICE_CREATOR_ANNUAL },
    pro: { monthly: env.PADDLE_PRICE_PRO_MONTHLY, annual: env.PADDLE_PRICE_PRO_ANNUAL },
    withoutTrial:
      env.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL &&
      env.PADDLE_PRICE_CREATOR_ANNUAL_NO_TRIAL &&
      env.PADDLE_PRICE_PRO_MONTHLY_NO_TRIAL &&
      env.PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL
        ? {
            creator: { monthly: env.PADDLE_PRICE_CREATOR_MONTHLY_NO_TRIAL, annual: env.PADDLE_PRICE_CREATOR_ANNUAL_NO_TRIAL },
            pro: { monthly: env.PADDLE_PRICE_PRO_MONTHLY_NO_TRIAL, annual: env.PADDLE_PRICE_PRO_ANNUAL_NO_TRIAL },
          }
        : null,
  };
  const MB = 1024 * 1024;
  const uploadAllowance: Record<Tier, UploadAllowance> = {
    free: { quotaBytes: env.UPLOAD_QUOTA_MB_FREE * MB, perHour: env.UPLOADS_PER_HOUR_FREE },
    creator: { quotaBytes: env.UPLOAD_QUOTA_MB_CREATOR * MB, perHour: env.UPLOADS_PER_HOUR_CREATOR },
    pro: { quotaBytes: env.UPLOAD_QUOTA_MB_PRO * MB, perHour: env.UPLOADS_PER_HOUR_PRO },
  };
  return { ...env, appUrl, google, payments, prices, uploadAllowance, marketplaces: marketplaceSettings(env) };
}
