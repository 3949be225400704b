import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/button";

interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
  failed: boolean;
}

/**
 * Loads the next page when the sentinel nears the viewport; the button is the fallback for
 * browsers without IntersectionObserver, keyboard users, and a retry after a failed page.
 */
export function LoadMore({ onLoadMore, loading, failed }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || loading || failed || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onLoadMore, loading, failed]);

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-4">
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          Failed to load products. Please try again later.
        </p>
      )}
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? "Loading..." : "Load more"}
      </Button>
    </div>
  );
}
