import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { Toaster } from "sonner";
import { AppErrorBoundary } from "./error-boundary";
import { router } from "./router";

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster visibleToasts={5} richColors closeButton position="bottom-right" />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
