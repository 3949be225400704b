import { categoryName, exportSections, type ExportProduct } from "./export-product";

/** The export format's version inside the JSON file, bumped when its shape changes. */
export const JSON_EXPORT_VERSION = 1;

/** Plain text: every section under its heading, lists as "•" lines, blank lines between. */
export function toPlainText(product: ExportProduct): string {
  const blocks = [
    product.listing.title,
    ...exportSections(product).map((s) => `${s.heading}\n${s.items ? s.items.map((item) => `• ${item}`).join("\n") : s.text}`),
  ];
  return `${blocks.join("\n\n")}\n`;
}

// Characters Markdown would read as formatting; a listing is plain text, so they stay literal.
const escapeMarkdown = (text: string) =>
  text
    .replace(/[\\`*_[\]<>|]/g, (ch) => `\\${ch}`)
    .replace(/^(\s*)([#+-]|\d+\.)(\s)/gm, (_, space: string, mark: string, after: string) => `${space}\\${mark}${after}`);

export function toMarkdown(product: ExportProduct): string {
  const blocks = [
    `# ${escapeMarkdown(product.listing.title)}`,
    ...exportSections(product).map(
      (s) => `## ${s.heading}\n\n${s.items ? s.items.map((item) => `- ${escapeMarkdown(item)}`).join("\n") : escapeMarkdown(s.text ?? "")}`,
    ),
  ];
  const images = product.images.map((url, i) => `![${escapeMarkdown(product.listing.altTexts[i] || `Image ${i + 1}`)}](<${url}>)`);
  if (images.length) blocks.push(`## Images\n\n${images.join("\n")}`);
  return `${blocks.join("\n\n")}\n`;
}

/** The listing exactly as stored (an EditableListing), with what it belongs to. */
export function toJson(product: ExportProduct): string {
  const document = {
    format: "listcraft-listing",
    formatVersion: JSON_EXPORT_VERSION,
    category: product.category,
    categoryName: categoryName(product.category),
    version: product.version,
    listing: product.listing,
    images: product.images.map((url, i) => ({ url, altText: product.listing.altTexts[i] ?? "" })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
