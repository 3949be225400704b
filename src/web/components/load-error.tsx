import { Alert } from "./ui/alert";
import { Button } from "./ui/button";

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
  /** The retry is running: the button ignores clicks but keeps focus (a disabled button would drop it). */
  retrying: boolean;
  className?: string;
}

/** Data that could not be loaded, said as such (never shown as if it were empty), with a way to ask again. */
export function LoadError({ message, onRetry, retrying, className }: LoadErrorProps) {
  return (
    <Alert variant="destructive" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{message}</p>
        <Button variant="outline" size="sm" aria-disabled={retrying} aria-busy={retrying} onClick={retrying ? undefined : onRetry}>
          {retrying ? "Retrying..." : "Retry"}
        </Button>
      </div>
    </Alert>
  );
}
