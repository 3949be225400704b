import type { QueryClient } from "@tanstack/react-query";
import type { ApiProduct } from "../../core/api-types";
import { FIRST_PRODUCT_GLOBAL } from "../../core/page-scripts";
import { fetchProduct, productKeys } from "../api/products-shell";

const PRODUCT_PAGE = /^\/product\/([^/?#]+)\/?$/;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * Starts the download of the image the product page shows first, when it is one this app stores
 * (the usual case); the page's <img> then finds it in the cache.
 */
function preloadImage(url: string | undefined) {
  if (!url?.startsWith("/media/") || typeof Image === "undefined") return;
  const image = new Image();
  image.fetchPriority = "high";
  image.src = url;
}

/**
 * Asks for the first page's own data together with the session, not once the page's code has
 * arrived and rendered (decision 033); the page then finds it in the cache. Only the product page
 * for now: its largest paint is its first image, which now downloads beside the page's code.
 */
export function prefetchFirstPage(queryClient: QueryClient, pathname: string) {
  const segment = PRODUCT_PAGE.exec(pathname)?.[1];
  const id = segment ? decoded(segment) : null;
  if (!id) return;
  // The page's own script asked already (core/page-scripts.ts); anything but a 200 is asked again here, for its error.
  const early = (globalThis as Record<string, unknown>)[FIRST_PRODUCT_GLOBAL] as Promise<{ product: ApiProduct } | null> | undefined;
  const ask = async () => {
    const product = await fetchProduct(id);
    preloadImage(product.images[0]);
    return product;
  };
  const queryFn = early ? async () => (await early)?.product ?? ask() : ask;
  void queryClient.prefetchQuery({ queryKey: productKeys.detail(id), queryFn });
}
