import { etsyTaxonomyFor } from "../../core/marketplaces/etsy-taxonomy";
import { etsyWhenMade } from "../../core/marketplaces/marketplaces";
import { priceText } from "../../core/marketplaces/sale-details";
import { MARKETPLACE_RULES } from "../../core/listing/marketplace-rules";
import type { Db } from "../db/client";
import type { ObjectStorage } from "../storage/storage";
import type { ConnectionRow } from "./connections";
import { etsyAccessToken } from "./etsy-access";
import { etsyApi, type EtsyApi, type EtsyListingFields } from "./etsy-client";
import type { EtsySettings } from "./marketplace-env";
import { descriptionFor, type PublishInput } from "./publish-input";
import { currentPublication, imageUpload, updatePublication, type PublicationRow } from "./publication-store";
import { readObject } from "../storage/read-object";
import { RemoteError } from "./remote-call";
import type { TokenCipher } from "./token-cipher";

export interface EtsyPublishDeps {
  db: Db;
  storage: ObjectStorage;
  cipher: TokenCipher;
  settings: EtsySettings;
  timeoutMs: number;
}

function listingFields(input: PublishInput): EtsyListingFields {
  return {
    title: input.listing.title,
    description: descriptionFor(input),
    price: priceText(input.sale.priceCents ?? 0),
    quantity: 999,
    who_made: input.sale.whoMade,
    when_made: etsyWhenMade(input.sale.whenMade),
    taxonomy_id: etsyTaxonomyFor(input.product.category, input.sale.etsyTaxonomyId),
    tags: input.listing.keywords.slice(0, MARKETPLACE_RULES.etsyTagCount.max),
    type: "download",
    is_supply: false,
  };
}

/**
 * The remote draft this publication owns: its recorded id; else, after an attempt that died
 * between Etsy's answer and our write, the shop's draft with the same title created since that
 * attempt began; else a new draft (its id written at once).
 */
async function draftId(db: Db, api: EtsyApi, shopId: string, publication: PublicationRow, fields: EtsyListingFields): Promise<string> {
  if (publication.remoteId) {
    try {
      const { title, description, who_made, when_made, taxonomy_id, tags, is_supply } = fields;
      await api.updateListing(shopId, publication.remoteId, { title, description, who_made, when_made, taxonomy_id, tags, is_supply });
      // updateListing takes no price: it changes in the listing's inventory.
      await api.updateInventory(publication.remoteId, Number(fields.price), fields.quantity);
      return publication.remoteId;
    } catch (error) {
      // The seller deleted the draft on Etsy: make a new one.
      if (!(error instanceof RemoteError && error.status === 404)) throw error;
    }
  }
  if (publication.creatingSince) {
    const since = publication.creatingSince.getTime() / 1000 - 60;
    const { results } = await api.draftListings(shopId);
    const orphan = results.find((listing) => listing.title === fields.title && listing.created_timestamp >= since);
    if (orphan) {
      await updatePublication(db, publication.id, { remoteId: String(orphan.listing_id), creatingSince: null, remoteImageIds: [], remoteFileIds: [] });
      return String(orphan.listing_id);
    }
  }
  await updatePublication(db, publication.id, { creatingSince: new Date() });
  const created = await api.createDraftListing(shopId, fields);
  const id = String(created.listing_id);
  await updatePublication(db, publication.id, { remoteId: id, creatingSince: null, remoteImageIds: [], remoteFileIds: [] });
  return id;
}

/** Deletes what an earlier publish put there; one already gone is fine. */
async function removeAll(ids: string[], remove: (id: string) => Promise<unknown>) {
  for (const id of ids) {
    try {
      await remove(id);
    } catch (error) {
      if (!(error instanceof RemoteError && error.status === 404)) throw error;
    }
  }
}

/**
 * Creates or updates the Etsy draft (createDraftListing / updateListing), then replaces its images
 * (in order, with alt text) and its files with the product's; each remote id is recorded as soon as
 * Etsy gives it, so a retry after a crash replaces rather than duplicates.
 */
export async function publishToEtsy(deps: EtsyPublishDeps, publication: PublicationRow, connection: ConnectionRow, input: PublishInput) {
  const token = await etsyAccessToken({ db: deps.db, cipher: deps.cipher, settings: deps.settings, timeoutMs: deps.timeoutMs }, connection);
  const api = etsyApi(deps.settings, token, deps.timeoutMs);
  const shopId = connection.shopId;
  const fields = listingFields(input);
  const listingId = await draftId(deps.db, api, shopId, publication, fields);
  const current = await currentPublication(deps.db, publication.id);
  await removeAll(current?.remoteImageIds ?? [], (id) => api.deleteImage(shopId, listingId, id));
  await updatePublication(deps.db, publication.id, { remoteImageIds: [] });
  const imageIds: string[] = [];
  for (const [i, image] of input.images.entries()) {
    const bytes = await readObject(deps.storage, image.key);
    const uploaded = await api.uploadImage(shopId, listingId, { ...imageUpload(image.key, i), bytes }, i + 1, image.altText);
    imageIds.push(String(uploaded.listing_image_id));
    await updatePublication(deps.db, publication.id, { remoteImageIds: imageIds });
  }
  await removeAll(current?.remoteFileIds ?? [], (id) => api.deleteFile(shopId, listingId, id));
  await updatePublication(deps.db, publication.id, { remoteFileIds: [] });
  const fileIds: string[] = [];
  for (const [i, file] of input.files.entries()) {
    const bytes = await readObject(deps.storage, file.storageKey);
    const uploaded = await api.uploadFile(shopId, listingId, { name: file.name, bytes, contentType: file.contentType }, i + 1);
    fileIds.push(String(uploaded.listing_file_id));
    await updatePublication(deps.db, publication.id, { remoteFileIds: fileIds });
  }
  return { remoteId: listingId, remoteUrl: deps.settings.listingUrl.replace("{id}", listingId) };
}
