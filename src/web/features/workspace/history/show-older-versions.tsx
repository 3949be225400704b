import { Button } from "../../../components/ui/button";

interface ShowOlderVersionsProps {
  onShow: () => void;
  loading: boolean;
  failed: boolean;
}

/** Below the list while older versions exist; keeps focus while it loads (aria-disabled, not disabled). */
export function ShowOlderVersions({ onShow, loading, failed }: ShowOlderVersionsProps) {
  return (
    <div className="grid justify-items-start gap-2 pt-2">
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          Older versions could not be loaded. Please try again.
        </p>
      )}
      <Button variant="outline" size="sm" aria-disabled={loading} aria-busy={loading} onClick={loading ? undefined : onShow}>
        {loading ? "Loading older versions..." : "Show older versions"}
      </Button>
    </div>
  );
}
