import { lazy, Suspense, type ComponentProps } from "react";
import { Loading } from "../../components/loading";

// The editor (and the listing check it runs) is only downloaded when the creator starts editing.
const ListingEditor = lazy(() => import("./listing-editor").then((module) => ({ default: module.ListingEditor })));

export function LazyListingEditor(props: ComponentProps<typeof ListingEditor>) {
  return (
    <Suspense fallback={<Loading label="Opening the editor..." />}>
      <ListingEditor {...props} />
    </Suspense>
  );
}
