import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { marketplaceConnections } from "../db/schema";
import type { Logger } from "../runtime/logger";
import type { MarketplaceSettings } from "./marketplace-env";
import { revokeShopifyToken } from "./shopify-client";
import type { TokenCipher } from "./token-cipher";

/**
 * Revokes the account's tokens where the marketplace allows it (Shopify; Etsy and Gumroad have no
 * revocation endpoint) once its deletion has committed. The tokens are read inside the deletion's
 * transaction, since deleting the account row deletes them; the function returned revokes them after
 * the commit, so a deletion that fails leaves a live account with tokens that still work. A
 * revocation that fails is logged and never stops the deletion: our copy of the token is gone.
 */
export function revokeConnections(deps: { cipher: TokenCipher; settings: MarketplaceSettings; logger: Logger }) {
  return async (tx: Db, userId: string): Promise<() => Promise<void>> => {
    const shopify = deps.settings.shopify;
    if (!shopify) return async () => {};
    const rows = await tx
      .select({ shopId: marketplaceConnections.shopId, accessToken: marketplaceConnections.accessToken })
      .from(marketplaceConnections)
      .where(and(eq(marketplaceConnections.userId, userId), eq(marketplaceConnections.marketplace, "shopify")));
    return async () => {
      for (const row of rows) {
        try {
          await revokeShopifyToken(shopify, row.shopId, deps.cipher.open(row.accessToken), deps.settings.requestTimeoutMs);
        } catch (error) {
          deps.logger.warn("Shopify token revocation failed after the account's deletion; the token is deleted here", { error: String(error) });
        }
      }
    };
  };
}
