import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { isCourse } from "../../core/products/course";
import type { Db } from "../db/client";
import { products, user } from "../db/schema";
import { signMediaPath } from "../uploads/signed-media";
import type { Generator } from "./generator";

export interface WebhookSettings {
  url: string;
  appUrl: string;
  secret: string;
  /** How long the workflow may use the signed image links. */
  linkLifetimeMs: number;
}

export const hashCallbackToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The spec's external workflow (n8n, Make, Zapier): the product is posted with a one-product
 * callback token; the workflow reports progress and the result to the callback endpoint later.
 * The contract is documented in docs/generation-webhook.md.
 */
export function webhookGenerator(db: Db, settings: WebhookSettings): Generator {
  return {
    name: "webhook",
    async generate(_input, context) {
      const [row] = await db
        .select({ product: products, email: user.email })
        .from(products)
        .innerJoin(user, eq(user.id, products.userId))
        .where(eq(products.id, context.productId));
      if (!row) throw new Error("product vanished before it was sent");
      const token = randomBytes(32).toString("base64url");
      await db.update(products).set({ callbackTokenHash: hashCallbackToken(token) }).where(eq(products.id, row.product.id));
      const expires = new Date(Date.now() + settings.linkLifetimeMs);
      const link = (url: string) => (url.startsWith("/media/") ? settings.appUrl + signMediaPath(url.slice(7), settings.secret, expires) : url);
      const { product } = row;
      const payload = {
        id: product.id,
        title: product.title,
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
        facts: context.facts,
        ...(isCourse(product.category) ? { course: true } : {}),
      };
      const response = await fetch(settings.url, {
        method: "POST",
        signal: context.signal,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`workflow answered ${response.status}`);
      await context.report({ progress: 70, step: 2, message: "Processing..." });
      return "deferred";
    },
  };
}
