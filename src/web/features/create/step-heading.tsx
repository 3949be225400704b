/** The step's title; focus moves here when the step changes so screen readers hear where they are. */
export function StepHeading({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="grid gap-1">
      <h2 id="step-heading" tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
        {title}
      </h2>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
