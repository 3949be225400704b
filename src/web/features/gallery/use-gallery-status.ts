import { useSearchParams } from "react-router";
import { DEFAULT_GALLERY_STATUS, isGalleryStatus, type GalleryStatus } from "../../../core/products/gallery-status";

/**
 * The gallery's status filter, kept in the address (`?status=pending`); finished listings, the
 * default, leave it out. An unknown value in the address shows the default.
 */
export function useGalleryStatus() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: GalleryStatus = isGalleryStatus(raw) ? raw : DEFAULT_GALLERY_STATUS;
  const setStatus = (next: GalleryStatus) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === DEFAULT_GALLERY_STATUS) updated.delete("status");
      else updated.set("status", next);
      return updated;
    });
  return { status, setStatus };
}
