import { useEffect } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { DeferredToaster } from "./deferred-toaster";
import { AppErrorBoundary } from "./error-boundary";
import type { AppRouter } from "./router";

/** `onMounted` runs once the first render is on the page (a hydrated page enables its controls). */
export function App({ queryClient, router, onMounted }: { queryClient: QueryClient; router: AppRouter; onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeferredToaster router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
