/** The gallery's status filter (issue 16): finished listings by default (decision 029). */
export const GALLERY_STATUSES = ["complete", "pending", "failed"] as const;
export type GalleryStatus = (typeof GALLERY_STATUSES)[number];
export const DEFAULT_GALLERY_STATUS: GalleryStatus = "complete";

export const GALLERY_STATUS_LABELS = {
  complete: "Finished",
  pending: "In progress",
  failed: "Failed",
} as const satisfies Record<GalleryStatus, string>;

export const isGalleryStatus = (value: unknown): value is GalleryStatus => GALLERY_STATUSES.includes(value as GalleryStatus);
