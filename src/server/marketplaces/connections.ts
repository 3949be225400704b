import { and, eq } from "drizzle-orm";
import type { ApiConnection } from "../../core/marketplaces/api-types";
import type { Marketplace } from "../../core/marketplaces/marketplaces";
import type { Db } from "../db/client";
import { marketplaceConnections } from "../db/schema";
import type { OAuthTokens } from "./etsy-client";
import type { TokenCipher } from "./token-cipher";

export type ConnectionRow = typeof marketplaceConnections.$inferSelect;

export const toApiConnection = (row: ConnectionRow): ApiConnection => ({
  marketplace: row.marketplace,
  shopId: row.shopId,
  shopName: row.shopName,
  needsReconnect: row.needsReconnect,
  connectedAt: row.createdAt.toISOString(),
});

export async function findConnection(db: Db, userId: string, marketplace: Marketplace): Promise<ConnectionRow | null> {
  const [row] = await db
    .select()
    .from(marketplaceConnections)
    .where(and(eq(marketplaceConnections.userId, userId), eq(marketplaceConnections.marketplace, marketplace)));
  return row ?? null;
}

/** Stores (or replaces) the account's connection, its tokens sealed. */
export async function saveConnection(
  db: Db,
  cipher: TokenCipher,
  input: { userId: string; marketplace: Marketplace; shopId: string; shopName: string | null; tokens: OAuthTokens },
): Promise<ConnectionRow> {
  const values = {
    shopId: input.shopId,
    shopName: input.shopName,
    accessToken: cipher.seal(input.tokens.accessToken),
    refreshToken: input.tokens.refreshToken ? cipher.seal(input.tokens.refreshToken) : null,
    expiresAt: input.tokens.expiresAt,
    scope: input.tokens.scope,
    needsReconnect: false,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(marketplaceConnections)
    .values({ userId: input.userId, marketplace: input.marketplace, ...values })
    .onConflictDoUpdate({ target: [marketplaceConnections.userId, marketplaceConnections.marketplace], set: { ...values, createdAt: new Date() } })
    .returning();
  return row as ConnectionRow;
}

export async function deleteConnection(db: Db, userId: string, marketplace: Marketplace): Promise<boolean> {
  const deleted = await db
    .delete(marketplaceConnections)
    .where(and(eq(marketplaceConnections.userId, userId), eq(marketplaceConnections.marketplace, marketplace)))
    .returning({ id: marketplaceConnections.id });
  return deleted.length > 0;
}

export async function markNeedsReconnect(db: Db, connectionId: string): Promise<void> {
  await db.update(marketplaceConnections).set({ needsReconnect: true, updatedAt: new Date() }).where(eq(marketplaceConnections.id, connectionId));
}
