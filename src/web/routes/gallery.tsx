import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { GalleryResults } from "../features/gallery/gallery-results";
import { GallerySearch } from "../features/gallery/gallery-search";
import { useGallerySearch } from "../features/gallery/use-gallery-search";

export function GalleryPage() {
  const { text, setText, query } = useGallerySearch();
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
      <GallerySearch value={text} onChange={setText} />
      <GalleryResults search={query} />
    </section>
  );
}
