import { TriangleAlert } from "lucide-react";
import { Button } from "./ui/button";

export function ErrorFallback() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">An unexpected error occurred. Reloading the page usually fixes it; your saved work is safe.</p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </div>
  );
}
