import { inArray } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { products, uploads } from "../../db/schema";
import type { ObjectStorage } from "../../storage/storage";
import { builtinGenerator } from "./builtin/builtin-generator";
import type { Generator } from "./generator";
import { openAiGenerator } from "./openai/openai-generator";
import { webhookGenerator } from "./webhook/webhook-generator";

/** Each product image as a data: URL, in the product's order (null where it cannot be read). */
export async function loadImageData(db: Db, storage: ObjectStorage, productId: string): Promise<Array<string | null>> {
  const [product] = await db
    .select({ images: products.images })
    .from(products)
    .where(inArray(products.id, [productId]));
  const keys = (product?.images ?? []).map((u) => (u.startsWith("/media/") ? u.slice(7) : null));
  const wanted = keys.filter((key): key is string => key !== null);
  if (!wanted.length) return keys.map(() => null);
  const rows = await db.select({ key: uploads.storageKey }).from(uploads).where(inArray(uploads.storageKey, wanted));
  const stored = new Set(rows.map((row) => row.key));
  return Promise.all(
    keys.map(async (key) => {
      const object = key && stored.has(key) ? await storage.get(key) : null;
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return `data:${object.contentType};base64,${Buffer.concat(chunks).toString("base64")}`;
    }),
  );
}

/** Screenshots as data: URLs, for models that take image inputs. */
const loadImages = async (db: Db, storage: ObjectStorage, productId: string): Promise<string[]> =>
  (await loadImageData(db, storage, productId)).filter((url): url is string => url !== null);

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
