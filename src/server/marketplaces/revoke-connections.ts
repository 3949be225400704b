import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { marketplaceConnections } from "../db/schema";
import type { Logger } from "../logger";
import type { MarketplaceSettings } from "./marketplace-env";
import { revokeShopifyToken } from "./shopify-client";
import type { TokenCipher } from "./token-cipher";

/**
 * Revokes the account's tokens where the marketplace allows it (Shopify; Etsy and Gumroad have no
 * revocation endpoint), before the account's deletion deletes the rows. A marketplace that does not
 * answer does not stop the deletion: the token is deleted here either way.
 */
export function revokeConnections(deps: { db: Db; cipher: TokenCipher; settings: MarketplaceSettings; logger: Logger }) {
  return async (userId: string) => {
    const shopify = deps.settings.shopify;
    if (!shopify) return;
    const rows = await deps.db
      .select()
      .from(marketplaceConnections)
      .where(and(eq(marketplaceConnections.userId, userId), eq(marketplaceConnections.marketplace, "shopify")));
    for (const row of rows) {
      await revokeShopifyToken(shopify, row.shopId, deps.cipher.open(row.accessToken), deps.settings.requestTimeoutMs).catch((error: unknown) =>
        deps.logger.warn("Shopify token revocation failed; the account's deletion deletes it anyway", { error: String(error) }),
      );
    }
  };
}
