import { desc, eq } from "drizzle-orm";
import { intervalForPrice, tierForPrice, type PriceIds } from "../../core/billing";
import type { PaddleSubscriptionsResponse } from "../../core/api-types";
import type { Db } from "../db/client";
import { paddleSubscriptions } from "../db/schema";

export async function listPaddleSubscriptions(db: Db, prices: PriceIds, userId: string): Promise<PaddleSubscriptionsResponse> {
  const rows = await db.select().from(paddleSubscriptions).where(eq(paddleSubscriptions.userId, userId)).orderBy(desc(paddleSubscriptions.occurredAt));
  const items = rows.map((row) => ({
    id: row.id,
    status: row.status,
    tier: tierForPrice(row.priceId, prices),
    interval: intervalForPrice(row.priceId, prices),
    updatedAt: row.occurredAt.toISOString(),
  }));
  return { items };
}
