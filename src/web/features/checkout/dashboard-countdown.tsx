import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";

/** Counts down aloud (politely) and then opens the dashboard; the button skips the wait. */
export function DashboardCountdown({ seconds }: { seconds: number }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (left <= 0) return void navigate("/dashboard", { replace: true });
    const timer = window.setTimeout(() => setLeft(left - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [left, navigate]);

  return (
    <div className="grid justify-items-center gap-3">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {`Redirecting to your dashboard in ${Math.max(left, 0)} s…`}
      </p>
      <Button onClick={() => void navigate("/dashboard", { replace: true })}>Go to Dashboard Now</Button>
    </div>
  );
}
