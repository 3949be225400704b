import { GALLERY_STATUS_LABELS, GALLERY_STATUSES, type GalleryStatus } from "../../../core/products/gallery-status";
import { ToggleGroup } from "../../components/toggle-group";

const OPTIONS = GALLERY_STATUSES.map((value) => ({ value, label: GALLERY_STATUS_LABELS[value] }));

export function GalleryStatusFilter({ value, onChange }: { value: GalleryStatus; onChange: (status: GalleryStatus) => void }) {
  return <ToggleGroup label="Show listings" options={OPTIONS} value={value} onChange={onChange} />;
}
