import { z } from "zod";
import type { AnalyticsProviderConfig } from "../core/api-types";
import { isLocalAddress } from "./http/local-address";

/**
 * Opt-in forwarding of analytics events to one provider (issue 15). Nothing here is on by default:
 * without these variables the SPA loads no third-party script and the CSP names no third-party host.
 */

const providerUrl = z
  .url({ protocol: /^https?$/, error: "must be an https:// URL" })
  // Zod runs refinements even after the URL check failed, so each one parses defensively.
  .refine((value) => {
    // Loopback hosts may be plain http (a provider run on this machine); everything else must be https.
    const url = URL.parse(value);
    return url !== null && (url.protocol === "https:" || isLocalAddress(value));
  }, "must be an https:// URL (http only for localhost)")
  .refine((value) => {
    const url = URL.parse(value);
    return url !== null && !url.username && !url.password && !url.search && !url.hash;
  }, "must be a plain address without credentials, query or fragment");

/** The variables, merged into the server's environment schema. */
export const analyticsEnv = {
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXX")
    .optional(),
  PLAUSIBLE_URL: providerUrl.optional(),
  PLAUSIBLE_DOMAIN: z
    .string()
    .max(253)
    .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(,[a-z0-9]([a-z0-9.-]*[a-z0-9])?)*$/i, "must be a domain name such as listcraft.example")
    .optional(),
  UMAMI_URL: providerUrl.optional(),
  UMAMI_WEBSITE_ID: z.uuid("must be the website's UUID").optional(),
};

type AnalyticsEnv = { [K in keyof typeof analyticsEnv]?: string | undefined };
type Issue = { path: string; message: string };

/** Pairs set together, and one provider at most: two would count every visit twice. */
export function analyticsEnvIssues(env: AnalyticsEnv): Issue[] {
  const issues: Issue[] = [];
  if (Boolean(env.PLAUSIBLE_URL) !== Boolean(env.PLAUSIBLE_DOMAIN)) {
    issues.push({ path: env.PLAUSIBLE_URL ? "PLAUSIBLE_DOMAIN" : "PLAUSIBLE_URL", message: "PLAUSIBLE_URL and PLAUSIBLE_DOMAIN must be set together" });
  }
  if (Boolean(env.UMAMI_URL) !== Boolean(env.UMAMI_WEBSITE_ID)) {
    issues.push({ path: env.UMAMI_URL ? "UMAMI_WEBSITE_ID" : "UMAMI_URL", message: "UMAMI_URL and UMAMI_WEBSITE_ID must be set together" });
  }
  const configured = [env.GA_MEASUREMENT_ID, env.PLAUSIBLE_URL, env.UMAMI_URL].filter(Boolean).length;
  if (configured > 1) {
    issues.push({ path: "GA_MEASUREMENT_ID", message: "configure one analytics provider at most (GA_MEASUREMENT_ID, PLAUSIBLE_URL or UMAMI_URL)" });
  }
  return issues;
}

const base = (url: string) => url.replace(/\/+$/, "");

/** What the SPA is told in /api/config; null when no provider is configured. */
export function analyticsProvider(env: AnalyticsEnv): AnalyticsProviderConfig | null {
  if (env.GA_MEASUREMENT_ID) return { provider: "ga", measurementId: env.GA_MEASUREMENT_ID };
  if (env.PLAUSIBLE_URL && env.PLAUSIBLE_DOMAIN) {
    return { provider: "plausible", scriptUrl: `${base(env.PLAUSIBLE_URL)}/js/script.js`, domain: env.PLAUSIBLE_DOMAIN };
  }
  if (env.UMAMI_URL && env.UMAMI_WEBSITE_ID) {
    return { provider: "umami", scriptUrl: `${base(env.UMAMI_URL)}/script.js`, websiteId: env.UMAMI_WEBSITE_ID };
  }
  return null;
}

/** gtag.js comes from Google Tag Manager and sends to Google Analytics (GA4 also to regional analytics.google.com hosts). */
const GA_SCRIPT = ["https://www.googletagmanager.com"];
const GA_CONNECT = ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/** The CSP additions for the configured provider only: its script host and where it sends. */
export function analyticsCspSources(provider: AnalyticsProviderConfig | null): { script: string[]; connect: string[] } {
  if (!provider) return { script: [], connect: [] };
  if (provider.provider === "ga") return { script: GA_SCRIPT, connect: GA_CONNECT };
  const origin = new URL(provider.scriptUrl).origin;
  return { script: [origin], connect: [origin] };
}
