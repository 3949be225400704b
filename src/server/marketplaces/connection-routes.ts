import { Hono } from "hono";
import { z } from "zod";
import { connectBody } from "../../core/api-contract/marketplaces";
import type { ApiMarketplaces } from "../../core/marketplaces/api-types";
import { ETSY_SCOPES, ETSY_TRADEMARK_NOTICE, MARKETPLACE_NAMES, type Marketplace } from "../../core/marketplaces/marketplaces";
import { requireUser, type AuthVariables, type SessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { AppError, parseQueryOrThrow } from "../http/errors";
import { jsonBody } from "../http/json-body";
import type { Logger } from "../runtime/logger";
import { deleteConnection, findConnection, saveConnection, toApiConnection } from "./connections";
import { etsyApi, etsyAuthorizeUrl, exchangeEtsyCode } from "./etsy-client";
import { exchangeGumroadCode, gumroadApi, gumroadAuthorizeUrl } from "./gumroad-client";
import { offeredMarketplaces, type MarketplaceSettings } from "./marketplace-env";
import { beginAuthorization, spendAuthorization } from "./oauth-state";
import { exchangeShopifyCode, revokeShopifyToken, shopDomain, shopifyAuthorizeUrl, shopifyGraphql, validShopifyHmac } from "./shopify-client";
import { SHOP_QUERY } from "./shopify-documents";
import type { TokenCipher } from "./token-cipher";

export interface ConnectionDeps {
  db: Db;
  cipher: TokenCipher;
  settings: MarketplaceSettings;
  appUrl: string;
  logger: Logger;
}

/** An OAuth 2.0 authorization code callback (Etsy, Gumroad): the code and state, or the error. */
const codeCallbackQuery = z.union([
  z.strictObject({ code: z.string().min(1).max(2048), state: z.string().min(1).max(256) }),
  z.strictObject({ error: z.string().max(200), error_description: z.string().max(1000).optional(), state: z.string().max(256).optional() }),
]);

/** Shopify's callback: these parameters, each once; all of them are signed (validShopifyHmac). */
const shopifyCallbackQuery = z.strictObject({
  code: z.string().min(1).max(2048),
  hmac: z.string().min(1).max(128),
  shop: z.string().min(1).max(255),
  state: z.string().min(1).max(256),
  timestamp: z.string().regex(/^\d{1,12}$/),
  host: z.string().max(1024).optional(),
});

/** How old a signed Shopify callback may be. */
const SHOPIFY_CALLBACK_MAX_AGE_SECONDS = 24 * 60 * 60;

const single = (queries: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(queries).map(([key, values]) => {
      if (values.length !== 1) throw new AppError("VALIDATION_FAILED", `${key}: give it once`);
      return [key, values[0]];
    }),
  ) as Record<string, string>;

export const callbackUri = (appUrl: string, marketplace: Marketplace) => `${appUrl}/api/marketplaces/${marketplace}/callback`;

const notStarted = (name: string) =>
  new AppError("BAD_REQUEST", `This connection was not started from this account, or it has expired. Connect ${name} again from Settings.`);

/** Settings → Marketplaces (issue 32): which are offered, connect (Etsy: OAuth 2.0 + PKCE; Shopify: the shop's install; Gumroad: OAuth 2.0), callbacks, disconnect. */
export function connectionRoutes(deps: ConnectionDeps) {
  const { db, cipher, settings } = deps;
  const offered = offeredMarketplaces(settings);
  const timeoutMs = settings.requestTimeoutMs;
  const marketplaceParam = (value: string | undefined): Marketplace => {
    const found = offered.find((m) => m === value);
    if (!found) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
    return found;
  };
  const settingsPage = (marketplace: Marketplace, result: string) => `/settings?marketplace=${marketplace}&result=${result}#marketplaces`;
  const connected = async (c: { redirect: (to: string) => Response }, marketplace: Marketplace, work: () => Promise<string>) => {
    try {
      return c.redirect(settingsPage(marketplace, await work()));
    } catch (error) {
      deps.logger.warn("marketplace connection failed", { marketplace, error: String(error) });
      return c.redirect(settingsPage(marketplace, "failed"));
    }
  };
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
    .post("/marketplaces/:marketplace/connect", requireUser, jsonBody(connectBody), async (c) => {
      const marketplace = marketplaceParam(c.req.param("marketplace"));
      const userId = c.get("user").id;
      if (marketplace === "shopify" && settings.shopify) {
        const shop = shopDomain(c.req.valid("json").shop ?? "");
        if (!shop)
          throw new AppError("VALIDATION_FAILED", "shop: give your shop's address, like your-shop.myshopify.com", { shop: ["not a myshopify.com address"] });
        const { state } = await beginAuthorization(db, cipher, { userId, marketplace, shopDomain: shop });
        return c.json({ url: shopifyAuthorizeUrl(settings.shopify, { shop, state, redirectUri: callbackUri(deps.appUrl, "shopify") }) });
      }
      if (marketplace === "etsy" && settings.etsy) {
        const { state, codeChallenge } = await beginAuthorization(db, cipher, { userId, marketplace });
        return c.json({ url: etsyAuthorizeUrl(settings.etsy, { state, codeChallenge, redirectUri: callbackUri(deps.appUrl, "etsy"), scopes: ETSY_SCOPES }) });
      }
      if (marketplace === "gumroad" && settings.gumroad) {
        const { state } = await beginAuthorization(db, cipher, { userId, marketplace });
        return c.json({ url: gumroadAuthorizeUrl(settings.gumroad, { state, redirectUri: callbackUri(deps.appUrl, "gumroad") }) });
      }
      throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
    })
    .get("/marketplaces/gumroad/callback", requireUser, async (c) => {
      const gumroad = settings.gumroad;
      if (!gumroad) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
      const query = parseQueryOrThrow(codeCallbackQuery, single(c.req.queries()));
      if ("error" in query) return c.redirect(settingsPage("gumroad", "declined"));
      const userId = c.get("user").id;
      if (!(await spendAuthorization(db, cipher, { userId, marketplace: "gumroad", state: query.state }))) throw notStarted("Gumroad");
      return connected(c, "gumroad", async () => {
        const tokens = await exchangeGumroadCode(gumroad, { code: query.code, redirectUri: callbackUri(deps.appUrl, "gumroad") }, timeoutMs);
        const { user } = await gumroadApi(gumroad, tokens.accessToken, timeoutMs).getUser();
        await saveConnection(db, cipher, { userId, marketplace: "gumroad", shopId: user.user_id, shopName: user.name ?? user.email ?? null, tokens });
        return "connected";
      });
    })
    .get("/marketplaces/etsy/callback", requireUser, async (c) => {
      const etsy = settings.etsy;
      if (!etsy) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
      const query = parseQueryOrThrow(codeCallbackQuery, single(c.req.queries()));
      const userId = c.get("user").id;
      if ("error" in query) return c.redirect(settingsPage("etsy", "declined"));
      // A state this account did not start (forged, another account's, spent or late) connects nothing.
      const started = await spendAuthorization(db, cipher, { userId, marketplace: "etsy", state: query.state });
      if (!started?.codeVerifier) throw notStarted("Etsy");
      const codeVerifier = started.codeVerifier;
      return connected(c, "etsy", async () => {
        const tokens = await exchangeEtsyCode(etsy, { code: query.code, codeVerifier, redirectUri: callbackUri(deps.appUrl, "etsy") }, timeoutMs);
        const api = etsyApi(etsy, tokens.accessToken, timeoutMs);
        const me = await api.getMe();
        if (!me.shop_id) return "no-shop";
        const shop = await api.getShop(String(me.shop_id));
        await saveConnection(db, cipher, { userId, marketplace: "etsy", shopId: String(me.shop_id), shopName: shop.shop_name ?? null, tokens });
        return "connected";
      });
    })
    .get("/marketplaces/shopify/callback", requireUser, async (c) => {
      const shopify = settings.shopify;
      if (!shopify) throw new AppError("NOT_FOUND", "This marketplace is not offered here.");
      const raw = single(c.req.queries());
      const query = parseQueryOrThrow(shopifyCallbackQuery, raw);
      // Signed by Shopify with the app's secret, recent, and for a real shop domain.
      const age = Math.abs(Date.now() / 1000 - Number(query.timestamp));
      if (!validShopifyHmac(raw, shopify.apiSecret) || age > SHOPIFY_CALLBACK_MAX_AGE_SECONDS || shopDomain(query.shop) !== query.shop) {
        throw new AppError("BAD_REQUEST", "This Shopify answer is not signed by Shopify. Connect Shopify again from Settings.");
      }
      const userId = c.get("user").id;
      const started = await spendAuthorization(db, cipher, { userId, marketplace: "shopify", state: query.state });
      if (!started) throw notStarted("Shopify");
      // The install was started for one shop: a code for another shop connects nothing.
      if (started.shopDomain !== query.shop)
        throw new AppError("BAD_REQUEST", "Shopify answered for another shop than the one you connected. Connect Shopify again.");
      return connected(c, "shopify", async () => {
        const tokens = await exchangeShopifyCode(shopify, query.shop, query.code, timeoutMs);
        const { shop } = await shopifyGraphql(shopify, query.shop, tokens.accessToken, timeoutMs)<{ shop: { name: string } }>(SHOP_QUERY);
        await saveConnection(db, cipher, { userId, marketplace: "shopify", shopId: query.shop, shopName: shop.name, tokens });
        return "connected";
      });
    })
    .delete("/marketplaces/:marketplace", requireUser, async (c) => {
      const marketplace = marketplaceParam(c.req.param("marketplace"));
      const userId = c.get("user").id;
      const row = await findConnection(db, userId, marketplace);
      // Shopify can revoke the token; Etsy has no revocation endpoint. Our copy is deleted either way.
      if (row && marketplace === "shopify" && settings.shopify) {
        await revokeShopifyToken(settings.shopify, row.shopId, cipher.open(row.accessToken), timeoutMs).catch((error: unknown) =>
          deps.logger.warn("Shopify token revocation failed; the connection is deleted anyway", { error: String(error) }),
        );
      }
      await deleteConnection(db, userId, marketplace);
      return c.body(null, 204);
    });
}
