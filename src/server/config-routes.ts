import { Hono } from "hono";
import type { PublicConfig } from "../core/api-types";
import { analyticsProvider } from "./analytics-forwarding";
import type { Config } from "./config";
import { offersLocalMailbox } from "./mail/local-mailbox";
import { offeredMarketplaces } from "./marketplaces/marketplace-env";

/** What the web app may know of the server's settings: never a secret. */
export function publicConfig(config: Config): PublicConfig {
  return {
    googleEnabled: config.google !== null,
    supportEmail: config.SUPPORT_EMAIL,
    payments: {
      mode: config.payments,
      clientToken: config.payments === "paddle" ? (config.PADDLE_CLIENT_TOKEN ?? null) : null,
      environment: config.PADDLE_ENV,
    },
    analytics: analyticsProvider(config),
    trialDays: config.TRIAL_DAYS,
    localMailbox: offersLocalMailbox(config),
    marketplaces: offeredMarketplaces(config.marketplaces),
  };
}

/** GET /config: the public settings, built once at boot. */
export function configRoutes(config: Config) {
  const body = publicConfig(config);
  return new Hono().get("/config", (c) => c.json(body));
}
