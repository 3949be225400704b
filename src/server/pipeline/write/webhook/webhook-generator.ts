import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FactSheet } from "../../../../core/listing/types";
import { isCourse } from "../../../../core/products/course";
import type { Db } from "../../../db/client";
import { listingRegenerations, products, user } from "../../../db/schema";
import { signMediaPath } from "../../../uploads/signed-media";
import type { Generator, Regenerator } from "../generator";

export interface WebhookSettings {
  url: string;
  appUrl: string;
  secret: string;
  /** How long the workflow may use the signed image links. */
  linkLifetimeMs: number;
}

export const hashCallbackToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Posts one product to the workflow with a fresh callback token, whose hash `storeToken` keeps
 * (on the product, or on a regeneration) before the post, so an early callback finds it.
 */
async function postToWorkflow(
  db: Db,
  settings: WebhookSettings,
  job: { productId: string; facts: FactSheet; signal: AbortSignal; extra?: Record<string, unknown> },
  storeToken: (hash: string) => Promise<unknown>,
): Promise<void> {
  const [row] = await db
    .select({ product: products, email: user.email })
    .from(products)
    .innerJoin(user, eq(user.id, products.userId))
    .where(eq(products.id, job.productId));
  if (!row) throw new Error("product vanished before it was sent");
  const token = randomBytes(32).toString("base64url");
  await storeToken(hashCallbackToken(token));
  const expires = new Date(Date.now() + settings.linkLifetimeMs);
  const link = (url: string) => (url.startsWith("/media/") ? settings.appUrl + signMediaPath(url.slice(7), settings.secret, expires) : url);
  const { product } = row;
  const payload = {
    id: product.id,
    title: product.title,
    // The creator's name for the product (issue 29), or null: the subject the title and tags start from.
    product_name: product.productName,
    short_description: product.shortDescription,
    long_description: product.longDescription,
    category: product.category,
    images: product.images.map(link),
    thumbnail_url: product.thumbnailUrl ? link(product.thumbnailUrl) : null,
    addons: product.addons,
    created_at: product.createdAt.toISOString(),
    userEmail: row.email,
    userId: product.userId,
    timestamp: new Date().toISOString(),
    source: settings.appUrl,
    callbackUrl: `${settings.appUrl}/api/generation/callback/${product.id}`,
    callbackToken: token,
    // What the listing must say and must not contradict; the result is checked against it.
    facts: job.facts,
    ...(isCourse(product.category) ? { course: true } : {}),
    ...job.extra,
  };
  const response = await fetch(settings.url, {
    method: "POST",
    signal: job.signal,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`workflow answered ${response.status}`);
}

/**
 * An external workflow (n8n, Make, Zapier): the product is posted with a one-product
 * callback token; the workflow reports progress and the result to the callback endpoint later.
 * The contract is documented in docs/generation-webhook.md.
 */
export function webhookGenerator(db: Db, settings: WebhookSettings): Generator {
  return {
    name: "webhook",
    async generate(_input, context) {
      await postToWorkflow(db, settings, context, (hash) => db.update(products).set({ callbackTokenHash: hash }).where(eq(products.id, context.productId)));
      await context.report({ progress: 70, step: 2, message: "Your workflow is writing the listing…" });
      return "deferred";
    },
  };
}

/** The same post with what to rewrite; the token belongs to this regeneration only. */
export function webhookRegenerator(db: Db, settings: WebhookSettings): Regenerator {
  return {
    name: "webhook",
    async regenerate(_input, context) {
      const { regeneration } = context;
      const extra = {
        regenerationId: regeneration.id,
        section: regeneration.section,
        sections: regeneration.sections,
        instruction: regeneration.instruction,
        locked: regeneration.locked,
        current: regeneration.current,
      };
      await postToWorkflow(db, settings, { ...context, extra }, (hash) =>
        db.update(listingRegenerations).set({ callbackTokenHash: hash }).where(eq(listingRegenerations.id, regeneration.id)),
      );
      await context.report({ progress: 50, step: 2, message: "Processing..." });
      return "deferred";
    },
  };
}
