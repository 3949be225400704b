import { inArray } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { products, uploads } from "../db/schema";
import type { ObjectStorage } from "../storage/storage";
import { builtinGenerator } from "./builtin-generator";
import type { Generator } from "./generator";
import { openAiGenerator } from "./openai-generator";
import { webhookGenerator } from "./webhook-generator";

/** Screenshots as data: URLs, for models that take image inputs. */
async function loadImages(db: Db, storage: ObjectStorage, productId: string): Promise<string[]> {
  const [product] = await db.select({ images: products.images }).from(products).where(inArray(products.id, [productId]));
  const keys = (product?.images ?? []).filter((u) => u.startsWith("/media/")).map((u) => u.slice(7));
  if (!keys.length) return [];
  const rows = await db.select({ key: uploads.storageKey }).from(uploads).where(inArray(uploads.storageKey, keys));
  const urls: string[] = [];
  for (const { key } of rows) {
    const object = await storage.get(key);
    if (!object) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    urls.push(`data:${object.contentType};base64,${Buffer.concat(chunks).toString("base64")}`);
  }
  return urls;
}

export function createGenerator(config: Config, deps: { db: Db; storage: ObjectStorage; secret: string }): Generator {
  switch (config.GENERATOR) {
    case "builtin":
      return builtinGenerator;
    case "openai":
      return openAiGenerator({
        baseUrl: config.OPENAI_BASE_URL,
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_MODEL,
        vision: config.OPENAI_VISION,
        loadImages: (productId) => loadImages(deps.db, deps.storage, productId),
      });
    case "webhook":
      return webhookGenerator(deps.db, {
        url: config.GENERATOR_WEBHOOK_URL ?? "",
        appUrl: config.appUrl,
        secret: deps.secret,
        linkLifetimeMs: 24 * 60 * 60 * 1000,
      });
  }
}
