import { Suspense, useEffect, useState } from "react";
import { Toaster } from "sonner";
import { whenIdle } from "../lib/when-idle";
import type { AppRouter } from "./router";

/**
 * The toaster shows nothing until a toast is raised, so it mounts once the first page is on screen
 * and the browser is idle; in the browser build its code loads then (lib/lazy-sonner, decision 033).
 * sonner replays toasts raised before it mounts.
 */
export function DeferredToaster({ router }: { router: AppRouter }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const start = () => (cancel = whenIdle(() => setReady(true)));
    if (router.state.initialized) start();
    else {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        start();
      });
      cancel = unsubscribe;
    }
    return () => cancel();
  }, [router]);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster visibleToasts={5} richColors closeButton position="bottom-right" />
    </Suspense>
  ) : null;
}
