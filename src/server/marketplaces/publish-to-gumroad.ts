import { htmlParagraphs } from "../../core/listing/exports/html";
import { MARKETPLACE_RULES } from "../../core/listing/marketplace-rules";
import type { Db } from "../db/client";
import type { ObjectStorage } from "../storage/storage";
import type { ConnectionRow } from "./connections";
import { gumroadApi } from "./gumroad-client";
import type { GumroadSettings } from "./marketplace-env";
import { currentPublication, updatePublication, type PublicationRow } from "./publication-store";
import { readObject } from "../storage/read-object";
import { descriptionFor, type PublishInput } from "./publish-input";
import { RemoteError } from "./remote-call";
import type { TokenCipher } from "./token-cipher";

export interface GumroadPublishDeps {
  db: Db;
  storage: ObjectStorage;
  cipher: TokenCipher;
  settings: GumroadSettings;
  timeoutMs: number;
}

/**
 * Creates the Gumroad product (POST /v2/products makes a draft: unpublished until the seller
 * enables it) or updates the one this publication made, with the buyer's files uploaded through
 * presign → parts → complete and attached by their file_url. Gumroad's API sets no cover images:
 * the seller adds them on Gumroad (decision 062).
 */
export async function publishToGumroad(deps: GumroadPublishDeps, publication: PublicationRow, connection: ConnectionRow, input: PublishInput) {
  const api = gumroadApi(deps.settings, deps.cipher.open(connection.accessToken), deps.timeoutMs);
  const fileUrls: string[] = [];
  for (const file of input.files) fileUrls.push(await api.uploadFile({ name: file.name, bytes: await readObject(deps.storage, file.storageKey) }));
  const fields = {
    name: input.listing.title.slice(0, MARKETPLACE_RULES.gumroadNameLength.max),
    price: input.sale.priceCents ?? 0,
    currency: input.sale.currency.toLowerCase(),
    description: htmlParagraphs(descriptionFor(input)),
    custom_summary: input.listing.shortDescription,
    tags: input.listing.keywords,
    files: fileUrls.map((url, i) => ({ url, display_name: input.files[i]?.name ?? "" })),
  };
  const current = await currentPublication(deps.db, publication.id);
  let remoteId = current?.remoteId ?? null;
  if (!remoteId && current?.creatingSince) {
    // An earlier attempt may have made the draft and died before its id was stored.
    const { products } = await api.listProducts();
    remoteId = products.find((p) => !p.published && p.name === fields.name)?.id ?? null;
  }
  if (remoteId) {
    try {
      const { product } = await api.updateProduct(remoteId, fields);
      await updatePublication(deps.db, publication.id, { remoteId: product.id, creatingSince: null });
      return { remoteId: product.id, remoteUrl: product.short_url ?? null };
    } catch (error) {
      // The seller deleted it on Gumroad: make a new one.
      if (!(error instanceof RemoteError && error.status === 404)) throw error;
    }
  }
  await updatePublication(deps.db, publication.id, { creatingSince: new Date() });
  const { product } = await api.createProduct({ ...fields, native_type: "digital" });
  await updatePublication(deps.db, publication.id, { remoteId: product.id, creatingSince: null });
  return { remoteId: product.id, remoteUrl: product.short_url ?? null };
}
