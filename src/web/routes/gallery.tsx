import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { GalleryResults } from "../features/gallery/gallery-results";
import { GallerySearch } from "../features/gallery/gallery-search";
import { GalleryStatusFilter } from "../features/gallery/gallery-status-filter";
import { useGallerySearch } from "../features/gallery/use-gallery-search";
import { useGalleryStatus } from "../features/gallery/use-gallery-status";
import { PublishSelectionDialog } from "../features/publishing/publish-selection-dialog";

export function GalleryPage() {
  const { text, setText, query } = useGallerySearch();
  const { status, setStatus } = useGalleryStatus();
  return (
    <section className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Digital Product Gallery</h1>
        <Button asChild>
          <Link to="/create">
            <Plus aria-hidden="true" />
            Add Product
          </Link>
        </Button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <GallerySearch value={text} onChange={setText} />
        <GalleryStatusFilter value={status} onChange={setStatus} />
      </div>
      <GalleryResults key={status} search={query} status={status} publishDialog={(props) => <PublishSelectionDialog {...props} />} />
    </section>
  );
}
