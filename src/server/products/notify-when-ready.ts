import { and, eq, isNull } from "drizzle-orm";
import { assertListingMailAddress } from "../account/listing-mail-address";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { READY_EMAIL_JOB } from "../pipeline/job/ready-email-job";
import type { Queue } from "../jobs/queue";
import { getOwnProduct } from "./own-product";

export { notifyInput } from "../../core/api-contract/products";

/**
 * "E-mail me when it is ready": records the address on the user's own product, and mails at once if
 * it is already complete. Only an address its owner confirmed is taken (listing-mail-address.ts).
 */
export async function notifyWhenReady(deps: { db: Db; queue: Queue }, userId: string, productId: string, email: string): Promise<void> {
  const { db, queue } = deps;
  const { id } = await getOwnProduct(db, userId, productId);
  await assertListingMailAddress(db, userId, email);
  await db
    .update(products)
    .set({ notifyEmail: email })
    .where(and(eq(products.id, id), isNull(products.notifiedAt)));
  // Read the status after recording the address: either this send or the generation job's
  // sees both; the e-mail job's claim makes sure only one mail goes out.
  const [after] = await db.select({ status: products.status }).from(products).where(eq(products.id, id));
  if (after?.status === "complete") await queue.send(READY_EMAIL_JOB, { productId: id });
}
