import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { SessionLoading } from "./session-loading";
import { ConsentRoot } from "../features/consent/consent-root";
import { FirstRunBanner } from "../features/first-run/first-run-banner";
import { PageTitleProvider, useDocumentTitle } from "../lib/page-title";
import { useMe } from "../api/session";
import { Footer } from "./footer";
import { Header } from "./header/header";
import { NavigationProgress } from "./navigation-progress";

export function RootLayout() {
  // Re-render on every navigation: signing out clears the cache without notifying, and the header
  // must pick up the empty session once the next page is shown.
  useLocation();
  const me = useMe();
  const namePage = useDocumentTitle();

  if (me.isPending) return <SessionLoading />;
  if (me.data === undefined) return <SessionUnavailable onRetry={() => void me.refetch()} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <ConsentRoot me={me.data} />
      <NavigationProgress />
      <Header me={me.data} />
      <FirstRunBanner me={me.data} />
      {/* At least a screen tall: the footer starts below the fold, so pages that load their content do not shift it into view (CLS). */}
      <main id="main" className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <PageTitleProvider value={namePage}>
          <Outlet />
        </PageTitleProvider>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-lg font-semibold">We couldn't reach Listcraft</h1>
      <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
