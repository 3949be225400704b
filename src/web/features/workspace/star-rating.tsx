import { Star } from "lucide-react";
import { cn } from "../../lib/cn";

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {STARS.map((star) => (
        <Star key={star} aria-hidden="true" className={cn("size-4", star <= rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40")} />
      ))}
    </div>
  );
}
