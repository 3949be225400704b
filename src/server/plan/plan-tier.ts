import { isTier, type Tier } from "../../core/plans";
import type { Db } from "../db/client";
import { ensureSubscription } from "./ensure-subscription";

/** The account's plan now; a tier this build does not know counts as free. */
export async function planTier(db: Db, userId: string): Promise<Tier> {
  const { tier } = await ensureSubscription(db, userId);
  return isTier(tier) ? tier : "free";
}
