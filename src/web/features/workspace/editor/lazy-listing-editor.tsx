import { lazy, Suspense, type ComponentProps } from "react";
import { Loading } from "../../../components/loading";

// The editor (and the listing check it runs) is downloaded apart from the product page, but early:
// once the page is idle, or as soon as the pointer or focus reaches "Edit listing", so the click
// opens it at once instead of waiting on a chunk from a busy server.
const loadEditor = () => import("./listing-editor");
const ListingEditor = lazy(() => loadEditor().then((module) => ({ default: module.ListingEditor })));

/** Starts the editor's download; repeated calls reuse the one module request. */
export function preloadListingEditor() {
  loadEditor().catch(() => {
    // A failed preload is retried by the click itself, which shows its own error.
  });
}

export function LazyListingEditor(props: ComponentProps<typeof ListingEditor>) {
  return (
    <Suspense fallback={<Loading label="Opening the editor..." />}>
      <ListingEditor {...props} />
    </Suspense>
  );
}
