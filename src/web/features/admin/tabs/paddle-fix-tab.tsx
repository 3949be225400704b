/** Admin console tab (issue 14): link a Paddle customer, re-apply a failed notification, replay a stored notification. */
export function PaddleFixTab() {
  return <p className="text-sm text-muted-foreground">Paddle Fix</p>;
}
