import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { marketplaceConnections } from "../db/schema";
import { refreshEtsyToken } from "./etsy-client";
import type { ConnectionRow } from "./connections";
import { markNeedsReconnect } from "./connections";
import type { EtsySettings } from "./marketplace-env";
import { RemoteError } from "./remote-call";
import type { TokenCipher } from "./token-cipher";

/** Refreshed when less than this is left, so a publish of many images does not run out mid-way. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** The marketplace no longer accepts the connection: the seller must connect again. */
export class ReconnectNeeded extends Error {
  constructor(readonly marketplace: string) {
    super(`${marketplace} needs to be connected again`);
    this.name = "ReconnectNeeded";
  }
}

const fresh = (row: ConnectionRow, now: number) => row.expiresAt === null || row.expiresAt.getTime() - REFRESH_MARGIN_MS > now;

/**
 * A usable Etsy access token for the connection, refreshed before it expires. The refresh runs
 * under the connection row's lock, so two jobs of one account refresh once (Etsy's refresh token
 * is spent by its use); the second reads the token the first stored.
 */
export async function etsyAccessToken(
  deps: { db: Db; cipher: TokenCipher; settings: EtsySettings; timeoutMs: number },
  connection: ConnectionRow,
): Promise<string> {
  const { db, cipher } = deps;
  if (connection.needsReconnect) throw new ReconnectNeeded("Etsy");
  if (fresh(connection, Date.now())) return cipher.open(connection.accessToken);
  const outcome = await db.transaction(async (tx): Promise<{ token: string } | { refused: string }> => {
    const [row] = await tx.select().from(marketplaceConnections).where(eq(marketplaceConnections.id, connection.id)).for("update");
    if (!row || !row.refreshToken) return { refused: connection.id };
    if (fresh(row, Date.now())) return { token: cipher.open(row.accessToken) };
    try {
      const tokens = await refreshEtsyToken(deps.settings, cipher.open(row.refreshToken), deps.timeoutMs);
      await tx
        .update(marketplaceConnections)
        .set({
          accessToken: cipher.seal(tokens.accessToken),
          refreshToken: tokens.refreshToken ? cipher.seal(tokens.refreshToken) : row.refreshToken,
          expiresAt: tokens.expiresAt,
          updatedAt: new Date(),
        })
        .where(eq(marketplaceConnections.id, row.id));
      return { token: tokens.accessToken };
    } catch (error) {
      // Etsy refuses a revoked or spent refresh token with 400 invalid_grant (401 from some proxies).
      if (error instanceof RemoteError && (error.status === 400 || error.status === 401)) return { refused: row.id };
      throw error;
    }
  });
  if ("token" in outcome) return outcome.token;
  // Marked after the transaction: inside it, the row's own lock would be taken twice.
  await markNeedsReconnect(db, outcome.refused);
  throw new ReconnectNeeded("Etsy");
}
