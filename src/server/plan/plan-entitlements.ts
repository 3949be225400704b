import { entitlements, type Entitlements } from "../../core/billing";
import type { Db } from "../db/client";
import { ensureSubscription } from "./ensure-subscription";

/** What the account's plan includes now (the paid parts of a listing, export; decision 011). */
export async function planEntitlements(db: Db, userId: string): Promise<Entitlements> {
  const { tier } = await ensureSubscription(db, userId);
  return entitlements(tier);
}
