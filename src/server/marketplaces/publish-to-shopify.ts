import { shopifyBody } from "../../core/listing/exports/shopify";
import { MARKETPLACE_RULES } from "../../core/listing/marketplace-rules";
import { priceText } from "../../core/marketplaces/sale-details";
import type { Db } from "../db/client";
import type { ObjectStorage } from "../storage/storage";
import type { ConnectionRow } from "./connections";
import type { ShopifySettings } from "./marketplace-env";
import { currentPublication, imageUpload, updatePublication, type PublicationRow } from "./publication-store";
import { readObject } from "../storage/read-object";
import { descriptionFor, type PublishInput } from "./publish-input";
import { RemoteError } from "./remote-call";
import { shopBase, shopifyGraphql, uploadStaged, type ShopifyGraphql } from "./shopify-client";
import {
  FILE_CREATE,
  FILE_DELETE,
  PRODUCT_BY_HANDLE,
  PRODUCT_CREATE,
  PRODUCT_UPDATE,
  STAGED_UPLOADS_CREATE,
  VARIANTS_BULK_UPDATE,
  type ShopifyProduct,
  type UserErrors,
} from "./shopify-documents";
import type { TokenCipher } from "./token-cipher";

export interface ShopifyPublishDeps {
  db: Db;
  storage: ObjectStorage;
  cipher: TokenCipher;
  settings: ShopifySettings;
  timeoutMs: number;
}

/** A mutation's userErrors as the 4xx they are: the field path and message, for remote-failure.ts to name. */
function refuseOn(errors: UserErrors) {
  if (errors.length === 0) return;
  throw new RemoteError(422, JSON.stringify({ error: errors.map((e) => `${(e.field ?? []).join(".")}: ${e.message}`).join("; ") }), null);
}

interface Staged {
  name: string;
  bytes: Buffer;
  contentType: string;
  resource: "IMAGE" | "FILE";
}

/** stagedUploadsCreate for every upload at once, then each upload to its target; the resource URLs, in order. */
async function stage(graphql: ShopifyGraphql, uploads: Staged[], timeoutMs: number): Promise<string[]> {
  if (uploads.length === 0) return [];
  const input = uploads.map((u) => ({ filename: u.name, mimeType: u.contentType, httpMethod: "POST", resource: u.resource, fileSize: String(u.bytes.length) }));
  const { stagedUploadsCreate: answer } = await graphql<{
    stagedUploadsCreate: {
      stagedTargets: Array<{ url: string; resourceUrl: string; parameters: Array<{ name: string; value: string }> }>;
      userErrors: UserErrors;
    };
  }>(STAGED_UPLOADS_CREATE, { input });
  refuseOn(answer.userErrors);
  return Promise.all(
    uploads.map(async (upload, i) => {
      const target = answer.stagedTargets[i];
      if (!target) throw new Error("Shopify returned fewer staged targets than uploads");
      await uploadStaged(target, upload, timeoutMs);
      return target.resourceUrl;
    }),
  );
}

/** The handle ties the product to this publication, so a retry after a crash finds the product it made. */
export const publicationHandle = (publicationId: string) => `listcraft-${publicationId}`;

/**
 * Creates the Shopify product as a DRAFT (productCreate with its photos as media through staged
 * uploads), or updates the one this publication made; sets the default variant's price, and
 * replaces the buyer's files in the shop's Files (a digital-downloads app delivers them).
 */
export async function publishToShopify(deps: ShopifyPublishDeps, publication: PublicationRow, connection: ConnectionRow, input: PublishInput) {
  const shop = connection.shopId;
  const graphql = shopifyGraphql(deps.settings, shop, deps.cipher.open(connection.accessToken), deps.timeoutMs);
  const images = await Promise.all(
    input.images.map(async (image, i) => ({ ...imageUpload(image.key, i), bytes: await readObject(deps.storage, image.key), resource: "IMAGE" as const })),
  );
  const sources = await stage(graphql, images, deps.timeoutMs);
  const media = sources.map((originalSource, i) => ({ originalSource, alt: input.images[i]?.altText ?? "", mediaContentType: "IMAGE" }));
  const text = {
    title: input.listing.title,
    descriptionHtml: shopifyBody({
      listing: { ...input.listing, longDescription: descriptionFor(input) },
      category: input.product.category,
      version: 0,
      images: [],
      facts: null,
    }),
    tags: input.listing.keywords.slice(0, MARKETPLACE_RULES.shopifyTagCount.max),
    seo: { title: input.listing.title.slice(0, 70), description: (input.listing.shortDescription || input.listing.longDescription).slice(0, 320) },
  };
  const current = await currentPublication(deps.db, publication.id);
  let remoteId = current?.remoteId ?? null;
  if (!remoteId && current?.creatingSince) {
    const found = await graphql<{ productByIdentifier: ShopifyProduct | null }>(PRODUCT_BY_HANDLE, {
      identifier: { handle: publicationHandle(publication.id) },
    });
    if (found.productByIdentifier) {
      remoteId = found.productByIdentifier.id;
      await updatePublication(deps.db, publication.id, {
        remoteId,
        creatingSince: null,
        remoteImageIds: found.productByIdentifier.media.nodes.map((n) => n.id),
      });
    }
  }
  let product: ShopifyProduct;
  if (remoteId) {
    const old = (await currentPublication(deps.db, publication.id))?.remoteImageIds ?? [];
    if (old.length > 0) await graphql(FILE_DELETE, { fileIds: old });
    await updatePublication(deps.db, publication.id, { remoteImageIds: [] });
    const { productUpdate } = await graphql<{ productUpdate: { product: ShopifyProduct | null; userErrors: UserErrors } }>(PRODUCT_UPDATE, {
      product: { id: remoteId, ...text },
      media,
    });
    refuseOn(productUpdate.userErrors);
    product = productUpdate.product as ShopifyProduct;
  } else {
    await updatePublication(deps.db, publication.id, { creatingSince: new Date() });
    const { productCreate } = await graphql<{ productCreate: { product: ShopifyProduct | null; userErrors: UserErrors } }>(PRODUCT_CREATE, {
      product: { ...text, status: "DRAFT", handle: publicationHandle(publication.id), productType: "Digital download" },
      media,
    });
    refuseOn(productCreate.userErrors);
    product = productCreate.product as ShopifyProduct;
    remoteId = product.id;
  }
  await updatePublication(deps.db, publication.id, { remoteId, creatingSince: null, remoteImageIds: product.media.nodes.map((n) => n.id) });
  const variant = product.variants.nodes[0];
  if (variant) {
    const { productVariantsBulkUpdate } = await graphql<{ productVariantsBulkUpdate: { userErrors: UserErrors } }>(VARIANTS_BULK_UPDATE, {
      productId: remoteId,
      variants: [{ id: variant.id, price: priceText(input.sale.priceCents ?? 0), inventoryItem: { requiresShipping: false } }],
    });
    refuseOn(productVariantsBulkUpdate.userErrors);
  }
  const oldFiles = (await currentPublication(deps.db, publication.id))?.remoteFileIds ?? [];
  if (oldFiles.length > 0) await graphql(FILE_DELETE, { fileIds: oldFiles });
  await updatePublication(deps.db, publication.id, { remoteFileIds: [] });
  const buyerFiles = await Promise.all(
    input.files.map(async (file) => ({
      name: file.name,
      contentType: file.contentType,
      bytes: await readObject(deps.storage, file.storageKey),
      resource: "FILE" as const,
    })),
  );
  const fileSources = await stage(graphql, buyerFiles, deps.timeoutMs);
  if (fileSources.length > 0) {
    const { fileCreate } = await graphql<{ fileCreate: { files: Array<{ id: string }>; userErrors: UserErrors } }>(FILE_CREATE, {
      files: fileSources.map((originalSource, i) => ({ originalSource, contentType: "FILE", alt: input.files[i]?.name ?? "" })),
    });
    refuseOn(fileCreate.userErrors);
    await updatePublication(deps.db, publication.id, { remoteFileIds: fileCreate.files.map((f) => f.id) });
  }
  const numeric = remoteId.split("/").pop() ?? remoteId;
  return { remoteId, remoteUrl: `${shopBase(deps.settings, shop)}/admin/products/${numeric}` };
}
