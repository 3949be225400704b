import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { BackToGallery } from "./product-actions";

export function ProductSkeleton() {
  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        Loading product details...
      </p>
      <div className="flex justify-between gap-2">
        <Skeleton className="h-10 w-36" />
        <Skeleton className="h-10 w-40" />
      </div>
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="aspect-square w-full" />
        <div className="grid content-start gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

export function ProductNotFound() {
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Product not found.</h1>
      <p className="text-muted-foreground">The requested product could not be found.</p>
      <BackToGallery />
    </section>
  );
}

export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="grid gap-4">
      <BackToGallery />
      <h1 className="sr-only">Error</h1>
      <Alert variant="destructive" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        Failed to load product details.
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </section>
  );
}
