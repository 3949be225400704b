import { Hono } from "hono";
import { z } from "zod";
import type { ApiMarketplaces } from "../../core/marketplaces/api-types";
import { ETSY_SCOPES, ETSY_TRADEMARK_NOTICE, MARKETPLACE_NAMES, MARKETPLACES, type Marketplace } from "../../core/marketplaces/marketplaces";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { AppError, parseOrThrow } from "../http/errors";
import type { Logger } from "../logger";
import { deleteConnection, findConnection, saveConnection, toApiConnection } from "./connections";
import { etsyApi, etsyAuthorizeUrl, exchangeEtsyCode } from "./etsy-client";
import type { MarketplaceSettings } from "./marketplace-env";
import { beginAuthorization, spendAuthorization } from "./oauth-state";
import type { TokenCipher } from "./token-cipher";

export interface ConnectionDeps {
  db: Db;
  cipher: TokenCipher;
  settings: MarketplaceSettings;
  appUrl: string;
  logger: Logger;
}

/** The marketplaces this server offers: those whose app credentials the operator gave. */
export const offeredMarketplaces = (settings: MarketplaceSettings): Marketplace[] => MARKETPLACES.filter((m) => m === "etsy" && settings.etsy !== null);

const callbackQuery = z.union([
  z.strictObject({ code: z.string().min(1).max(2048), state: z.string().min(1).max(256) }),
  z.strictObject({ error: z.string().max(200), error_description: z.string().max(1000).optional(), state: z.string().max(256).optional() }),
]);

const single = (queries: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(queries).map(([key, values]) => {
      if (values.length !== 1) throw new AppError("VALIDATION_FAILED", `${key}: give it once`);
      return [key, values[0]];
    }),
  );

export const etsyRedirectUri = (appUrl: string) => `${appUrl}/api/marketplaces/etsy/callback`;

/** Settings → Marketplaces (issue 32): which are offered, connect (OAuth 2.0 + PKCE), its callback, disconnect. */
export function connectionRoutes(deps: ConnectionDeps) {
  const { db, cipher, settings } = deps;
  const offered = offeredMarketplaces(settings);
  const marketplaceParam = (value: string | undefined): Marketplace => {
    const found = offered.find((m) => m === value);
    if (!found) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
    return found;
  };
  const settingsPage = (marketplace: Marketplace, result: string) => `/settings?marketplace=${marketplace}&result=${result}#marketplaces`;
  return new Hono<{ Variables: AuthVariables & { user: SessionUser } }>()
    .get("/marketplaces", requireUser, async (c) => {
      const userId = c.get("user").id;
      const marketplaces = await Promise.all(
        offered.map(async (marketplace) => {
          const row = await findConnection(db, userId, marketplace);
          return { marketplace, name: MARKETPLACE_NAMES[marketplace], connection: row ? toApiConnection(row) : null };
        }),
      );
      return c.json({ marketplaces, notices: offered.includes("etsy") ? [ETSY_TRADEMARK_NOTICE] : [] } satisfies ApiMarketplaces);
    })
    .post("/marketplaces/:marketplace/connect", requireUser, async (c) => {
      const marketplace = marketplaceParam(c.req.param("marketplace"));
      const etsy = settings.etsy;
      if (marketplace !== "etsy" || !etsy) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
      const { state, codeChallenge } = await beginAuthorization(db, cipher, { userId: c.get("user").id, marketplace });
      return c.json({ url: etsyAuthorizeUrl(etsy, { state, codeChallenge, redirectUri: etsyRedirectUri(deps.appUrl), scopes: ETSY_SCOPES }) });
    })
    .get("/marketplaces/etsy/callback", requireUser, async (c) => {
      const etsy = settings.etsy;
      if (!etsy) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
      const query = parseOrThrow(callbackQuery, single(c.req.queries()));
      const userId = c.get("user").id;
      if ("error" in query) return c.redirect(settingsPage("etsy", "declined"));
      // A state this account did not start (forged, another account's, spent or late) connects nothing.
      const started = await spendAuthorization(db, cipher, { userId, marketplace: "etsy", state: query.state });
      if (!started?.codeVerifier)
        throw new AppError("BAD_REQUEST", "This connection was not started from this account, or it has expired. Connect Etsy again from Settings.");
      const timeoutMs = settings.requestTimeoutMs;
      try {
        const tokens = await exchangeEtsyCode(
          etsy,
          { code: query.code, codeVerifier: started.codeVerifier, redirectUri: etsyRedirectUri(deps.appUrl) },
          timeoutMs,
        );
        const api = etsyApi(etsy, tokens.accessToken, timeoutMs);
        const me = await api.getMe();
        if (!me.shop_id) return c.redirect(settingsPage("etsy", "no-shop"));
        const shop = await api.getShop(String(me.shop_id));
        await saveConnection(db, cipher, { userId, marketplace: "etsy", shopId: String(me.shop_id), shopName: shop.shop_name ?? null, tokens });
        return c.redirect(settingsPage("etsy", "connected"));
      } catch (error) {
        deps.logger.warn("Etsy connection failed", { userId, error: String(error) });
        return c.redirect(settingsPage("etsy", "failed"));
      }
    })
    .delete("/marketplaces/:marketplace", requireUser, async (c) => {
      const marketplace = marketplaceParam(c.req.param("marketplace"));
      // Etsy has no token revocation endpoint: deleting our copy ends this app's access.
      await deleteConnection(db, c.get("user").id, marketplace);
      return c.body(null, 204);
    });
}
