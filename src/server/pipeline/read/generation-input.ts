import { parseAddons } from "../../../core/products/addons";
import { readVoice } from "../../../core/voice";
import type { products } from "../../db/schema";
import type { GenerationInput } from "../listing";

type ProductRow = typeof products.$inferSelect;

/** The generator sees the creator's original words, kept in addons when the product was created. */
export function generationInput(row: ProductRow): GenerationInput {
  const addons = parseAddons(row.addons);
  const source = typeof row.addons.sourceDescription === "string" ? row.addons.sourceDescription : row.longDescription;
  return {
    description: source ?? row.title,
    category: row.category,
    targetPlatform: addons.targetPlatform ?? [],
    fileFormats: addons.fileFormats ?? null,
    testimonial: addons.testimonial ? { content: addons.testimonial.content, title: addons.testimonial.title } : null,
    imageCount: row.images.length,
    productName: row.productName,
    voice: row.addons.voice === undefined ? null : readVoice(row.addons.voice),
  };
}
