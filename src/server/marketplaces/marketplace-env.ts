import { z } from "zod";
import { MARKETPLACES, type Marketplace } from "../../core/marketplaces/marketplaces";

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

/** Waits before each retry of a publish that met a 5xx or a timeout, in seconds: "5,30,120" (at most six, each at most an hour). */
const backoff = z
  .string()
  .default("5,30,120")
  .transform((value, ctx) => {
    const parts = value.split(",").map((part) => part.trim());
    if (parts.length <= 6 && parts.every((part) => /^\d+(\.\d+)?$/.test(part) && Number(part) <= 3600)) return parts.map(Number);
    ctx.addIssue({ code: "custom", message: "must be up to six comma-separated numbers of seconds, each from 0 to 3600" });
    return z.NEVER;
  });

/** The marketplace variables of the environment (config.ts spreads them into its schema). */
export const marketplaceEnv = {
  /** Etsy app's keystring (its OAuth client id) and shared secret: every API call sends `x-api-key: keystring:secret`. */
  ETSY_API_KEY: z.string().min(1).optional(),
  ETSY_SHARED_SECRET: z.string().min(1).optional(),
  ETSY_AUTHORIZE_URL: httpUrl.default("https://www.etsy.com/oauth/connect"),
  ETSY_TOKEN_URL: httpUrl.default("https://api.etsy.com/v3/public/oauth/token"),
  ETSY_API_URL: httpUrl.default("https://openapi.etsy.com/v3/application"),
  /** The address of the Etsy listing page for a listing id ({id}). */
  ETSY_LISTING_URL: z.string().includes("{id}", { error: "must contain {id}" }).default("https://www.etsy.com/listing/{id}"),
  /** Shopify app's client id and secret (its OAuth install; the callback's HMAC is checked with the secret). */
  SHOPIFY_API_KEY: z.string().min(1).optional(),
  SHOPIFY_API_SECRET: z.string().min(1).optional(),
  /** The Admin API version the GraphQL calls name (Shopify keeps each for a year). */
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/, "must be a version like 2025-10")
    .default("2025-10"),
  /** A shop's address, {shop} standing for its myshopify.com domain (tests point it at a local stand-in). */
  SHOPIFY_SHOP_URL: z
    .string()
    .includes("{shop}", { error: "must contain {shop}" })
    .pipe(z.string().regex(/^https?:\/\//, "must be an http:// or https:// URL"))
    .default("https://{shop}"),
  /** Gumroad OAuth application's id and secret (scope edit_products: its v2 API creates draft products, decision 062). */
  GUMROAD_CLIENT_ID: z.string().min(1).optional(),
  GUMROAD_CLIENT_SECRET: z.string().min(1).optional(),
  GUMROAD_AUTHORIZE_URL: httpUrl.default("https://gumroad.com/oauth/authorize"),
  GUMROAD_TOKEN_URL: httpUrl.default("https://api.gumroad.com/oauth/token"),
  GUMROAD_API_URL: httpUrl.default("https://api.gumroad.com/v2"),
  /** The key tokens are encrypted with: 32 bytes as 64 hex digits or base64; else generated into DATA_DIR. */
  MARKETPLACE_TOKEN_KEY: z
    .string()
    .refine((value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, "base64").length === 32, "must be 32 bytes as 64 hex digits or base64")
    .optional(),
  /** Publishes per account and hour, every marketplace together. */
  PUBLISH_PER_HOUR: z.coerce.number().int().positive().default(30),
  PUBLISH_RETRY_DELAYS_SECONDS: backoff,
  /** The longest a marketplace's Retry-After is honoured for before the attempt fails instead. */
  PUBLISH_MAX_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** How long one call to a marketplace may take before it counts as a timeout. */
  PUBLISH_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
};

type MarketplaceEnv = z.output<z.ZodObject<typeof marketplaceEnv>>;

/** Each marketplace's two credentials come together or not at all. */
const PAIRS = [
  ["ETSY_API_KEY", "ETSY_SHARED_SECRET"],
  ["SHOPIFY_API_KEY", "SHOPIFY_API_SECRET"],
  ["GUMROAD_CLIENT_ID", "GUMROAD_CLIENT_SECRET"],
] as const;

export function marketplaceEnvIssues(env: MarketplaceEnv): Array<{ path: string; message: string }> {
  return PAIRS.filter(([a, b]) => Boolean(env[a]) !== Boolean(env[b])).map(([a, b]) => ({
    path: env[a] ? b : a,
    message: `${a} and ${b} must be set together`,
  }));
}

export interface EtsySettings {
  apiKey: string;
  sharedSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  listingUrl: string;
}

export interface ShopifySettings {
  apiKey: string;
  apiSecret: string;
  apiVersion: string;
  /** With {shop}: the shop's address. */
  shopUrl: string;
}

export interface GumroadSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
}

export interface MarketplaceSettings {
  /** Null when the operator gave no credentials: the marketplace is not offered. */
  etsy: EtsySettings | null;
  shopify: ShopifySettings | null;
  gumroad: GumroadSettings | null;
  publishPerHour: number;
  retryDelaysSeconds: number[];
  maxRetryAfterSeconds: number;
  requestTimeoutMs: number;
}

export function marketplaceSettings(env: MarketplaceEnv): MarketplaceSettings {
  const trim = (url: string) => url.replace(/\/+$/, "");
  return {
    etsy:
      env.ETSY_API_KEY && env.ETSY_SHARED_SECRET
        ? {
            apiKey: env.ETSY_API_KEY,
            sharedSecret: env.ETSY_SHARED_SECRET,
            authorizeUrl: env.ETSY_AUTHORIZE_URL,
            tokenUrl: env.ETSY_TOKEN_URL,
            apiUrl: trim(env.ETSY_API_URL),
            listingUrl: env.ETSY_LISTING_URL,
          }
        : null,
    shopify:
      env.SHOPIFY_API_KEY && env.SHOPIFY_API_SECRET
        ? { apiKey: env.SHOPIFY_API_KEY, apiSecret: env.SHOPIFY_API_SECRET, apiVersion: env.SHOPIFY_API_VERSION, shopUrl: trim(env.SHOPIFY_SHOP_URL) }
        : null,
    gumroad:
      env.GUMROAD_CLIENT_ID && env.GUMROAD_CLIENT_SECRET
        ? {
            clientId: env.GUMROAD_CLIENT_ID,
            clientSecret: env.GUMROAD_CLIENT_SECRET,
            authorizeUrl: env.GUMROAD_AUTHORIZE_URL,
            tokenUrl: env.GUMROAD_TOKEN_URL,
            apiUrl: trim(env.GUMROAD_API_URL),
          }
        : null,
    publishPerHour: env.PUBLISH_PER_HOUR,
    retryDelaysSeconds: env.PUBLISH_RETRY_DELAYS_SECONDS,
    maxRetryAfterSeconds: env.PUBLISH_MAX_RETRY_AFTER_SECONDS,
    requestTimeoutMs: env.PUBLISH_REQUEST_TIMEOUT_SECONDS * 1000,
  };
}

/** The marketplaces this server offers: those whose app credentials the operator gave. */
export const offeredMarketplaces = (settings: MarketplaceSettings): Marketplace[] => MARKETPLACES.filter((m) => settings[m] !== null);
