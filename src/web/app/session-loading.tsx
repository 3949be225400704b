import { LoaderCircle, Sparkles } from "lucide-react";
import { Skeleton } from "../components/ui/skeleton";
import { ConsentBanner } from "../features/consent/consent-banner";

/**
 * What a page shows while the first /api/session answer is awaited: the consent banner (where the
 * layout will show it), the layout's header and a skeleton of cards, with the session's status.
 * The build writes it into index.html (decision 060), so a signed-in page paints this before its
 * code runs; it needs no router or data.
 */
export function SessionLoading() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ConsentBanner />
      <header className="sticky top-0 z-40 border-b border-border bg-background/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
          <a href="/" className="flex items-center gap-2 rounded-md font-semibold">
            <Sparkles className="size-5 text-primary" aria-hidden="true" />
            <span>Listcraft</span>
          </a>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <Skeleton className="h-8 w-24" />
            <Skeleton className="size-8 rounded-full" />
          </div>
        </div>
      </header>
      <main className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <div role="status" className="flex items-center gap-3">
          <LoaderCircle className="size-6 shrink-0 animate-spin text-primary" aria-hidden="true" />
          <div>
            <h1 className="text-lg font-semibold">Loading Authentication</h1>
            <p className="text-sm text-muted-foreground">Setting up your session...</p>
          </div>
        </div>
        <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-48 w-full" />
          ))}
        </div>
      </main>
    </div>
  );
}
