import { useEffect, useState } from "react";

/**
 * The seconds left before `onDone` opens the dashboard. Hidden from screen readers: a number read
 * out every second drowns the outcome, which the page's live region announces with the wait once.
 */
export function DashboardCountdown({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (left <= 0) return onDone();
    const timer = window.setTimeout(() => setLeft(left - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [left, onDone]);

  return (
    <p aria-hidden="true" className="text-sm text-muted-foreground">
      {`Redirecting to your dashboard in ${Math.max(left, 0)} s…`}
    </p>
  );
}
