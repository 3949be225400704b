import { DEFAULT_GALLERY_STATUS, type GalleryStatus } from "../../core/products/gallery-status";
import { route } from "../lib/api-client";

// The part of the products module (products.ts, which re-exports it) that the app shell loads: it
// asks for a product page's product together with the session (decisions 033, 037).

/** The product queries' cache keys. */
export const productKeys = {
  all: ["products"] as const,
  list: (search: string, status: GalleryStatus = DEFAULT_GALLERY_STATUS) => ["products", "list", search, status] as const,
  /** The dashboard's "In progress" and "Failed" lists (a plain query, not the gallery's pages). */
  withStatus: (status: GalleryStatus) => ["products", "with-status", status] as const,
  latest: ["products", "latest"] as const,
  detail: (id: string) => ["products", "detail", id] as const,
};

export const fetchProduct = (id: string) => route("GET /api/products/:id", { params: { id } }).then((r) => r.product);
