import type { Plugin } from "vite";

/**
 * Resolves "sonner" to the app's lazy stand-in (src/web/lib/lazy-sonner.tsx) for every module but
 * the stand-in itself, which loads the real one (decision 033). Tests do not use this config: they
 * import sonner itself.
 */
export function lazySonner(standIn: string): Plugin {
  return {
    name: "listcraft:lazy-sonner",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "sonner" || !importer) return null;
      return importer.split("?")[0] === standIn ? null : standIn;
    },
  };
}
