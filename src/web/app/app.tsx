import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { DeferredToaster } from "./deferred-toaster";
import { AppErrorBoundary } from "./error-boundary";
import { router } from "./router";

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeferredToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
