import type { ApiPreset } from "../../api-types";
import { MARKETPLACE_RULES } from "../marketplace-rules";
import { inertCell, toCsv } from "./csv";
import { categoryName, exportSections, slugify, type ExportProduct } from "./export-product";
import { escapeHtml, htmlList, htmlParagraphs } from "./html";
import { field, preset } from "./preset-field";

const { shopifyTagCount, shopifySeoTitleLength, shopifySeoDescriptionLength } = MARKETPLACE_RULES;

/** Columns of Shopify's product CSV template, in the template's order (the ones a digital listing fills). */
export const SHOPIFY_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Product Category",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Price",
  "Variant Requires Shipping",
  "Variant Taxable",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "Gift Card",
  "SEO Title",
  "SEO Description",
  "Status",
] as const;
type Column = (typeof SHOPIFY_COLUMNS)[number];

// Already in the body's opening paragraphs, or a column of their own.
const NOT_IN_BODY = new Set(["Summary", "Description", "Course overview", "Keywords", "Call to action"]);

/** The description as Shopify's Body (HTML): the text escaped, lists as <ul>, sections under <h3>. */
export function shopifyBody(product: ExportProduct): string {
  const { listing } = product;
  const sections = exportSections(product).filter((s) => !NOT_IN_BODY.has(s.heading));
  return [
    htmlParagraphs(listing.longDescription),
    ...sections.map((s) => `<h3>${escapeHtml(s.heading)}</h3>${s.items ? htmlList(s.items) : htmlParagraphs(s.text ?? "")}`),
    htmlParagraphs(listing.cta),
  ].join("");
}

/**
 * The product row and one more row per further image (Shopify's layout: the same Handle, only the
 * image columns filled). A digital product: no shipping, no weight, imported as a hidden draft
 * at price 0.00 so the seller sets the price before it can sell. Every cell that holds the
 * product's text or links is inert in a spreadsheet (inertCell); the handle is a slug of letters,
 * digits and inner hyphens, and the other cells are ours.
 */
function productRows(product: ExportProduct, handle: string): string[][] {
  const { listing } = product;
  const image = (i: number): Partial<Record<Column, string>> =>
    product.images[i]
      ? { "Image Src": inertCell(product.images[i]), "Image Position": String(i + 1), "Image Alt Text": inertCell(listing.altTexts[i] ?? "") }
      : {};
  const first: Partial<Record<Column, string>> = {
    Handle: handle,
    Title: inertCell(listing.title),
    "Body (HTML)": inertCell(shopifyBody(product)),
    Type: categoryName(product.category),
    Tags: inertCell(listing.keywords.join(", ")),
    Published: "FALSE",
    "Option1 Name": "Title",
    "Option1 Value": "Default Title",
    "Variant Grams": "0",
    "Variant Inventory Policy": "deny",
    "Variant Fulfillment Service": "manual",
    "Variant Price": "0.00",
    "Variant Requires Shipping": "FALSE",
    "Variant Taxable": "TRUE",
    "Gift Card": "FALSE",
    "SEO Title": inertCell(listing.title),
    "SEO Description": inertCell(listing.shortDescription),
    Status: "draft",
    ...image(0),
  };
  const rest = product.images.slice(1).map((_, i) => ({ Handle: handle, ...image(i + 1) }));
  return [first, ...rest].map((row) => SHOPIFY_COLUMNS.map((column) => (row as Partial<Record<Column, string>>)[column] ?? ""));
}

/** One CSV for one or more products; handles made unique within the file. */
export function shopifyCsv(products: ExportProduct[]): string {
  const used = new Map<string, number>();
  const rows = products.flatMap((product) => {
    const base = slugify(product.listing.title, 200);
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return productRows(product, n === 1 ? base : `${base}-${n}`);
  });
  return toCsv([SHOPIFY_COLUMNS, ...rows]);
}

export function shopifyPreset(product: ExportProduct): ApiPreset {
  const { listing, images } = product;
  const tags = listing.keywords;
  return preset("shopify", "Shopify", [
    field("handle", "Handle", slugify(listing.title, 200)),
    field("title", "Title", listing.title),
    field("body", "Body (HTML)", shopifyBody(product)),
    field("type", "Type", categoryName(product.category)),
    field("tags", "Tags", tags.join(", "), { limit: shopifyTagCount.max, count: tags.length, rule: `Shopify takes ${shopifyTagCount.max} tags` }),
    field("seoTitle", "SEO Title", listing.title, {
      limit: shopifySeoTitleLength.max,
      rule: `Search results show about ${shopifySeoTitleLength.max} characters`,
    }),
    field("seoDescription", "SEO Description", listing.shortDescription, {
      limit: shopifySeoDescriptionLength.max,
      rule: `Shopify allows ${shopifySeoDescriptionLength.max} characters`,
    }),
    field("price", "Variant Price", "0.00", { rule: "Imported as a hidden draft: set your price in Shopify before publishing" }),
    ...images.map((_, i) => field(`altText${i + 1}`, `Image ${i + 1} alt text`, listing.altTexts[i] ?? "")),
  ]);
}
