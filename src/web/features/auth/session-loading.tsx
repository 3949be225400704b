import { LoaderCircle } from "lucide-react";

/** Full-screen placeholder while the first /api/me answer is awaited. */
export function SessionLoading() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-lg font-semibold">Loading Authentication</h1>
      <p className="text-sm text-muted-foreground">Setting up your session...</p>
    </div>
  );
}
