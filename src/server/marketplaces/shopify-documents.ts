// The Admin GraphQL documents the Shopify publisher sends (API 2024-04 and later: productCreate and
// productUpdate take `product` and `media`; price is set on the default variant by productVariantsBulkUpdate).

const USER_ERRORS = "userErrors { field message }";
const PRODUCT_PARTS = "id handle variants(first: 1) { nodes { id } } media(first: 50) { nodes { id } }";

export const SHOP_QUERY = "query shop { shop { name myshopifyDomain } }";

export const STAGED_UPLOADS_CREATE = `mutation stagedUploadsCreate($input: [StagedUploadInput!]!) {
  stagedUploadsCreate(input: $input) { stagedTargets { url resourceUrl parameters { name value } } ${USER_ERRORS} }
}`;

export const PRODUCT_CREATE = `mutation productCreate($product: ProductCreateInput!, $media: [CreateMediaInput!]) {
  productCreate(product: $product, media: $media) { product { ${PRODUCT_PARTS} } ${USER_ERRORS} }
}`;

export const PRODUCT_UPDATE = `mutation productUpdate($product: ProductUpdateInput!, $media: [CreateMediaInput!]) {
  productUpdate(product: $product, media: $media) { product { ${PRODUCT_PARTS} } ${USER_ERRORS} }
}`;

export const PRODUCT_BY_HANDLE = `query productByHandle($identifier: ProductIdentifierInput!) {
  productByIdentifier(identifier: $identifier) { ${PRODUCT_PARTS} }
}`;

export const VARIANTS_BULK_UPDATE = `mutation productVariantsBulkUpdate($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
  productVariantsBulkUpdate(productId: $productId, variants: $variants) { productVariants { id price } ${USER_ERRORS} }
}`;

export const FILE_CREATE = `mutation fileCreate($files: [FileCreateInput!]!) {
  fileCreate(files: $files) { files { id } ${USER_ERRORS} }
}`;

export const FILE_DELETE = `mutation fileDelete($fileIds: [ID!]!) {
  fileDelete(fileIds: $fileIds) { deletedFileIds ${USER_ERRORS} }
}`;

export interface ShopifyProduct {
  id: string;
  handle: string;
  variants: { nodes: Array<{ id: string }> };
  media: { nodes: Array<{ id: string }> };
}

export type UserErrors = Array<{ field: string[] | null; message: string }>;
