import type { FactSheet } from "../../core/listing/types";

/**
 * Alt text for each product image, written from the facts (issue 13): what the buyer would see,
 * within Etsy's 250 characters. A first version; the exports work refines it.
 */
export function writeAltTexts(facts: FactSheet | null, title: string, imageCount: number): string[] {
  const what = facts?.product ?? title;
  return Array.from({ length: imageCount }, (_, index) => {
    const text = imageCount > 1 ? `${what}, image ${index + 1} of ${imageCount}` : what;
    return text.charAt(0).toUpperCase() + text.slice(1, 250);
  });
}
