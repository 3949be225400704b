import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Marketplace } from "../../core/marketplaces/marketplaces";
import type { Db } from "../db/client";
import { marketplaceOauthStates } from "../db/schema";
import type { TokenCipher } from "./token-cipher";

/** An authorization must come back within this time. */
const STATE_LIFETIME_MS = 10 * 60 * 1000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** PKCE (RFC 7636): a 43-character verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: sha256(verifier) };
}

/** Starts an authorization for the account: a random state, stored only as its hash, with the PKCE verifier sealed. */
export async function beginAuthorization(db: Db, cipher: TokenCipher, input: { userId: string; marketplace: Marketplace; shopDomain?: string }) {
  const state = randomBytes(32).toString("base64url");
  const pkce = pkcePair();
  await db.delete(marketplaceOauthStates).where(lt(marketplaceOauthStates.expiresAt, new Date()));
  await db.insert(marketplaceOauthStates).values({
    stateHash: sha256(state),
    userId: input.userId,
    marketplace: input.marketplace,
    codeVerifier: cipher.seal(pkce.verifier),
    shopDomain: input.shopDomain ?? null,
    expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
  });
  return { state, codeChallenge: pkce.challenge };
}

/**
 * Spends a state once: only the account that started it, for the same marketplace, before it
 * expires. Anything else (forged, replayed, another account's, late) is null, and a state
 * another account started stays untouched for its owner.
 */
export async function spendAuthorization(db: Db, cipher: TokenCipher, input: { userId: string; marketplace: Marketplace; state: string }) {
  const [row] = await db
    .delete(marketplaceOauthStates)
    .where(
      and(
        eq(marketplaceOauthStates.stateHash, sha256(input.state)),
        eq(marketplaceOauthStates.userId, input.userId),
        eq(marketplaceOauthStates.marketplace, input.marketplace),
        gt(marketplaceOauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) return null;
  return { codeVerifier: row.codeVerifier ? cipher.open(row.codeVerifier) : null, shopDomain: row.shopDomain };
}
