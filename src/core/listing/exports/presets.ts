import type { ApiPreset, ExportPreset } from "../../api-types";
import { etsyPreset } from "./etsy";
import type { ExportProduct } from "./export-product";
import { gumroadPreset } from "./gumroad";
import { shopifyPreset } from "./shopify";
import { udemyPreset } from "./udemy";

export const EXPORT_PRESETS = ["etsy", "gumroad", "udemy", "shopify"] as const satisfies readonly ExportPreset[];

/** The preset for a product, or null where it does not apply (Udemy for anything but a course). */
export function buildPreset(name: ExportPreset, product: ExportProduct): ApiPreset | null {
  switch (name) {
    case "etsy":
      return etsyPreset(product);
    case "gumroad":
      return gumroadPreset(product);
    case "udemy":
      return udemyPreset(product);
    case "shopify":
      return shopifyPreset(product);
  }
}

/** A preset as a text file: each field under its label, in the form's order. */
export function presetText(preset: ApiPreset): string {
  return `${preset.fields.map((f) => `${f.label}\n${f.value}`).join("\n\n")}\n`;
}
